import { useScreenQuery } from '@rewards/shared/query';
import type { AdminAccount } from '@rewards/contract';
import { ROLE_LABELS, ROLES, type Role } from '@rewards/contract/permissions';
import { serverMessageOr, useSessionStore } from '@rewards/shared';
import { Badge, Button, Heading, HStack, Stack, Text } from '@rewards/shared/ui';
import { confirmAction, notify, SelectField } from '@rewards/shared/ui-admin';
import { CreateAdminForm } from './create-admin-form';
import { fetchAdmins, updateAdmin, adminAccountKeys } from './settings-api';

const NO_ADMINS: AdminAccount[] = [];
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const onLoadError = (error: unknown) =>
  notify('error', 'Error', serverMessageOr(error, 'Failed to load the admins'));

/** Owners: every admin account, its role, disable / re-enable, and a form to add one. */
export function AdminAccounts() {
  const admins = useScreenQuery(adminAccountKeys.all, fetchAdmins, NO_ADMINS, onLoadError);
  const selfId = useSessionStore((state) => state.admin?.id);

  const change = async (admin: AdminAccount, body: { role?: Role; disabled?: boolean }) => {
    try {
      const updated = await updateAdmin(admin.id, body);
      admins.setData((rows) => rows.map((row) => (row.id === updated.id ? updated : row)));
      notify('success', 'Admin updated');
    } catch (error) {
      notify('error', 'Error', serverMessageOr(error, 'Failed to update the admin'));
    }
  };

  const toggle = async (admin: AdminAccount) => {
    if (!admin.disabled) {
      const ok = await confirmAction({
        message: `Disable ${admin.email}? Their sessions end at once.`,
        confirmLabel: 'Disable',
        destructive: true,
      });
      if (!ok) return;
    }
    await change(admin, { disabled: !admin.disabled });
  };

  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        Admin accounts
      </Heading>
      <Stack as="ul" gap="2" aria-label="Admin accounts">
        {admins.data.map((admin) => (
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
              onChange={(role) => void change(admin, { role })}
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
      </Stack>
      <CreateAdminForm onCreated={(created) => admins.setData((rows) => [...rows, created])} />
    </Stack>
  );
}
