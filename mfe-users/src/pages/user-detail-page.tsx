import { ROUTES } from '@rewards/contract/routes';
import { Link as RouterLink, useParams } from '@rewards/shared/router';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  Stack,
} from '@rewards/shared/ui';
import { parseUserId, useUserDetail } from '../features/user-detail/use-user-detail';
import { UserFieldsCard } from '../features/user-detail/user-fields-card';
import { UserReferralsPanel } from '../features/user-detail/user-referrals';
import { UserSections } from '../features/user-detail/user-sections';

function BackToUsers() {
  return (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={ROUTES.userTable.path}>Back to {ROUTES.userTable.label}</RouterLink>
    </Button>
  );
}

/**
 * /user-table/:id, exposed as `mfe_users/UserDetailPage` (default export: the federation
 * boundary): one user's fields, referrals and their rows in every list (decision 028).
 */
export default function UserDetailPage() {
  const { id } = useParams();
  const userId = parseUserId(id);
  const detail = useUserDetail(userId);

  if (detail.state === 'missing')
    return (
      <Stack gap="4">
        <PageHeader title={ROUTES.userDetail.label} actions={<BackToUsers />} />
        <EmptyState
          title={detail.message}
          description="Search for the user in User Manage, or press Ctrl+K."
        />
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
    <Stack gap="8">
      <PageHeader
        title={`${user.full_name} (#${user.id})`}
        description={user.email}
        actions={<BackToUsers />}
      />
      <UserFieldsCard user={user} />
      <UserReferralsPanel underRef={user.under_ref} referrals={detail.referrals} />
      <UserSections userId={user.id} />
    </Stack>
  );
}
