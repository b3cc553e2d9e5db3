import { ROUTES } from '@rewards/contract/routes';
import { usePermission } from '@rewards/shared';
import { Link as RouterLink } from '@rewards/shared/router';
import { Button, PageHeader, Separator, Stack } from '@rewards/shared/ui';
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
  const mayReadAudit = usePermission(ROUTES.auditLog.permission);
  return (
    <Stack gap="6">
      <PageHeader
        title="Settings Page"
        actions={
          mayReadAudit && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={ROUTES.auditLog.path}>{ROUTES.auditLog.label}</RouterLink>
            </Button>
          )
        }
      />
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
