import { PARTS, ROUTES } from '@rewards/contract/routes';
import { Link as RouterLink, useParams } from '@rewards/shared/router';
import { RowCellsStyle } from '@rewards/shared/table';
import {
  Button,
  EmptyState,
  ErrorState,
  HStack,
  LoadingState,
  PageHeader,
  Stack,
} from '@rewards/shared/ui';
import { useDetailActions } from '../features/user-detail/use-detail-actions';
import { usePreloadRemotePart } from '../features/user-detail/use-remote-part';
import { parseUserId, useUserDetail } from '../features/user-detail/use-user-detail';
import { UserAuditSection } from '../features/user-detail/user-audit-section';
import { UserFieldsCard } from '../features/user-detail/user-fields-card';
import { UserReferralsPanel } from '../features/user-detail/user-referrals';
import { UserSections } from '../features/user-detail/user-sections';
import { DeleteCell } from '../features/user-table/delete-cell';
import { UserPendingWalletChange } from '../features/wallet-changes/user-pending-wallet-change';
import { useLeaveGuard } from '../features/user-table/use-leave-guard';
import { useNow } from '../common/user-row/use-now';
import { ClockProvider, UserActionsProvider } from '../common/user-row/user-actions-context';

// As on User Manage: '(Expired)' shows at most 15 s after a pause's 5 minutes.
const CLOCK_TICK_MS = 15_000;

function BackToUsers() {
  return (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={ROUTES.userTable.path}>Back to {ROUTES.userTable.label}</RouterLink>
    </Button>
  );
}

/**
 * /user-table/:id, exposed as `mfe_users/UserDetailPage` (default export: the federation
 * boundary): one user's fields with User Manage's actions, referrals, their rows in every list
 * (decision 028) and the audit trail of admin actions on them, which a deleted user keeps.
 */
export default function UserDetailPage() {
  const { id } = useParams();
  const userId = parseUserId(id);
  const detail = useUserDetail(userId);
  const actions = useDetailActions();
  const now = useNow(CLOCK_TICK_MS);
  useLeaveGuard();
  // The withdrawals' decisions come from mfe-payments: fetched while the user is read.
  usePreloadRemotePart(PARTS.userWithdrawals);

  if (detail.state === 'missing')
    return (
      <Stack gap="4">
        <PageHeader title={ROUTES.userDetail.label} actions={<BackToUsers />} />
        <EmptyState
          title={detail.message}
          description="Search for the user in User Manage, or press Ctrl+K."
        />
        {userId !== null && <UserAuditSection userId={userId} />}
      </Stack>
    );
  if (detail.state !== 'ready')
    return (
      <Stack gap="4">
        <PageHeader title={ROUTES.userDetail.label} actions={<BackToUsers />} />
        {detail.state === 'loading' ? (
          <LoadingState label="Loading user..." />
        ) : (
          <ErrorState
            title="Could not load the user"
            description={detail.message}
            onRetry={detail.retry}
          />
        )}
      </Stack>
    );

  const { user } = detail;
  return (
    <UserActionsProvider value={actions}>
      <ClockProvider value={now}>
        <RowCellsStyle />
        <Stack gap="8">
          <PageHeader
            title={`${user.full_name} (#${user.id})`}
            description={user.email}
            actions={
              <HStack>
                <DeleteCell user={user} />
                <BackToUsers />
              </HStack>
            }
          />
          <UserFieldsCard
            user={user}
            notes={{ Wallet: <UserPendingWalletChange userId={user.id} /> }}
          />
          <UserReferralsPanel underRef={user.under_ref} referrals={detail.referrals} />
          <UserSections userId={user.id} />
          <UserAuditSection userId={user.id} />
        </Stack>
      </ClockProvider>
    </UserActionsProvider>
  );
}
