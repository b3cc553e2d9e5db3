import type { AdminAccount, UpdateAdminBody } from '@rewards/contract';
import { serverMessageOr, useSessionStore } from '@rewards/shared';
import { useMutation, useQuery, useQueryClient } from '@rewards/shared/query';
import { Badge, Button, HStack, Stack, Text } from '@rewards/shared/ui';
import { confirmAction, notify, SelectField } from '@rewards/shared/ui-admin';
import { CreateAdminForm, ROLE_OPTIONS } from './create-admin-form';
import { adminKeys, fetchAdmins, updateAdmin } from './settings-api';
import { SettingsList } from './settings-list';

/** Owners: every admin account, its role, disable / re-enable, and a form to add one. */
export function AdminAccounts() {
  const queryClient = useQueryClient();
  const admins = useQuery({ queryKey: adminKeys.all, queryFn: fetchAdmins });
  const selfId = useSessionStore((state) => state.admin?.id);
  const replace = (changed: AdminAccount, add = false) =>
    queryClient.setQueryData<AdminAccount[]>(adminKeys.all, (rows = []) =>
      add ? [...rows, changed] : rows.map((row) => (row.id === changed.id ? changed : row)),
    );
  const change = useMutation({
    mutationFn: ({ admin, body }: { admin: AdminAccount; body: UpdateAdminBody }) =>
      updateAdmin(admin.id, body),
    onSuccess: (updated) => {
      replace(updated);
      notify('success', 'Admin updated');
    },
    onError: (error) =>
      notify('error', 'Error', serverMessageOr(error, 'Failed to update the admin')),
  });

  const toggle = async (admin: AdminAccount) => {
    if (!admin.disabled) {
      const ok = await confirmAction({
        message: `Disable ${admin.email}? Their sessions end at once.`,
        confirmLabel: 'Disable',
        destructive: true,
      });
      if (!ok) return;
    }
    change.mutate({ admin, body: { disabled: !admin.disabled } });
  };

  return (
    <SettingsList
      title="Admin accounts"
      footer={<CreateAdminForm onCreated={(created) => replace(created, true)} />}
    >
      {admins.isError && (
        <Text as="li" color="fg.error">
          {serverMessageOr(admins.error, 'Failed to load the admins')}
        </Text>
      )}
      {(admins.data ?? []).map((admin) => (
        <HStack as="li" key={admin.id} gap="4" borderWidth="1px" p="3" wrap="wrap">
          <Stack gap="0" flex="1" minW="48">
            <Text fontWeight="medium">
              {admin.name} {admin.id === selfId && <Badge>You</Badge>}{' '}
              {admin.disabled && <Badge colorPalette="red">Disabled</Badge>}{' '}
              {admin.mustChangePassword && <Badge colorPalette="orange">One-time password</Badge>}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {admin.email}
            </Text>
          </Stack>
          <SelectField
            label={`Role of ${admin.email}`}
            value={admin.role}
            options={ROLE_OPTIONS}
            width="40"
            onChange={(role) => change.mutate({ admin, body: { role } })}
          />
          <Button
            size="sm"
            variant="outline"
            colorPalette={admin.disabled ? 'green' : 'red'}
            aria-label={`${admin.disabled ? 'Re-enable' : 'Disable'} ${admin.email}`}
            onClick={() => void toggle(admin)}
          >
            {admin.disabled ? 'Re-enable' : 'Disable'}
          </Button>
        </HStack>
      ))}
    </SettingsList>
  );
}
