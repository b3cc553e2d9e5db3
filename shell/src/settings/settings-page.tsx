import { ROUTES } from '@rewards/contract/routes';
import { usePermission, useSessionStore } from '@rewards/shared';
import { Link as RouterLink } from '@rewards/shared/router';
import { Button, PageHeader, Separator, Stack } from '@rewards/shared/ui';
import { AdminAccounts } from './admin-accounts';
import { DeployTokenForm } from './api-tokens/deploy-token-form';
import { PersonalTokenForm } from './api-tokens/personal-token-form';
import { TokenList } from './api-tokens/token-list';
import { PasswordForm } from './password-form';
import { PlatformHealthLink } from './platform-health/platform-health-link';
import { SecuritySection } from './security/security-section';
import { SessionList } from './session-list';

/**
 * The admin's own account (password, second sign-in step, sessions, API tokens) for everyone; admin accounts and
 * deploy tokens for owners.
 * docs/product.md#routes titles it 'Settings Page'.
 */
export function SettingsPage() {
  const mayManageAdmins = usePermission('admins:manage');
  const mayReadAudit = usePermission(ROUTES.auditLog.permission);
  const mayManageDeployTokens = usePermission('platform:deploy');
  // Held until a second factor is set up: only what the API opens meanwhile. One tree either
  // way, so the Security section (and the recovery codes it shows once) stays mounted when
  // the set-up lifts the hold.
  const held = useSessionStore((state) => state.admin?.mustEnrolFactor ?? false);
  return (
    <Stack gap="6">
      <PageHeader
        title="Settings Page"
        actions={
          mayReadAudit &&
          !held && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={ROUTES.auditLog.path}>{ROUTES.auditLog.label}</RouterLink>
            </Button>
          )
        }
      />
      {!held && <PlatformHealthLink />}
      <PasswordForm />
      <Separator />
      <SecuritySection />
      {!held && (
        <>
          <Separator />
          <SessionList />
          <Separator />
          <TokenList kind="personal" title="API tokens" footer={<PersonalTokenForm />} />
        </>
      )}
      {mayManageDeployTokens && !held && (
        <>
          <Separator />
          <TokenList kind="deploy" title="Deploy tokens" footer={<DeployTokenForm />} />
        </>
      )}
      {mayManageAdmins && !held && (
        <>
          <Separator />
          <AdminAccounts />
        </>
      )}
    </Stack>
  );
}
