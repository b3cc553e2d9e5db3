import type { AdminAccount, UpdateAdminBody } from '@rewards/contract';
import { serverMessageOr, useSessionStore } from '@rewards/shared';
import { useMutation, useQuery, useQueryClient } from '@rewards/shared/query';
import type { Role } from '@rewards/contract/permissions';
import { Text } from '@rewards/shared/ui';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { AdminAccountRow } from './admin-account-row';
import { CreateAdminForm } from './create-admin-form';
import { roleChangeConfirm } from './role-change';
import { adminKeys, fetchAdmins } from '../common/admin-accounts-api';
import { updateAdmin } from './settings-api';
import { SettingsList } from './settings-list';
import { pendingResetsKey, requestFactorReset } from './security/factor-reset-api';
import { PendingFactorResets } from './security/pending-factor-resets';

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

  const reset = useMutation({
    mutationFn: (admin: AdminAccount) => requestFactorReset(admin.id),
    onSuccess: (message) => {
      notify('success', message);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: pendingResetsKey });
    },
    onError: (error) =>
      notify('error', 'Error', serverMessageOr(error, 'Failed to reset the second factors')),
  });
  const resetFactors = async (admin: AdminAccount) => {
    const ok = await confirmAction({
      title: `Reset the second factors of ${admin.email}?`,
      message:
        'Their app, passkeys and recovery codes are removed and their sessions end; with the two-person rule on, a second owner approves first.',
      confirmLabel: 'Reset',
      destructive: true,
    });
    if (ok) reset.mutate(admin);
  };

  const changeRole = async (admin: AdminAccount, role: Role) => {
    if (role === admin.role) return;
    if (await confirmAction(roleChangeConfirm(admin, role))) {
      change.mutate({ admin, body: { role } });
    }
  };

  return (
    <SettingsList
      title="Admin accounts"
      footer={
        <>
          <CreateAdminForm onCreated={(created) => replace(created, true)} />
          <PendingFactorResets />
        </>
      }
    >
      {admins.isError && (
        <Text as="li" color="fg.error">
          {serverMessageOr(admins.error, 'Failed to load the admins')}
        </Text>
      )}
      {(admins.data ?? []).map((admin) => (
        <AdminAccountRow
          key={admin.id}
          admin={admin}
          isSelf={admin.id === selfId}
          onRole={(row, role) => void changeRole(row, role)}
          onToggle={(row) => void toggle(row)}
          onResetFactors={(row) => void resetFactors(row)}
        />
      ))}
    </SettingsList>
  );
}
