import { usePermission } from '@rewards/shared';
import { PageHeader, Separator, Stack } from '@rewards/shared/ui';
import { AdminAccounts } from './admin-accounts';
import { PasswordForm } from './password-form';
import { PlatformHealthLink } from './platform-health/platform-health-link';
import { SessionList } from './session-list';

/**
 * The admin's own account (password, sessions) for everyone; admin accounts for owners.
 * docs/product.md#routes titles it 'Settings Page'.
 */
export function SettingsPage() {
  const mayManageAdmins = usePermission('admins:manage');
  return (
    <Stack gap="6">
      <PageHeader title="Settings Page" />
      <PlatformHealthLink />
      <PasswordForm />
      <Separator />
      <SessionList />
      {mayManageAdmins && (
        <>
          <Separator />
          <AdminAccounts />
        </>
      )}
    </Stack>
  );
}
