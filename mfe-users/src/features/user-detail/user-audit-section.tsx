import { describeAuditAction } from '@rewards/contract/audit';
import { ROUTES } from '@rewards/contract/routes';
import { formatDateTime, usePermission } from '@rewards/shared';
import { useLiveChanges, useQuery, useQueryClient } from '@rewards/shared/query';
import { Link as RouterLink } from '@rewards/shared/router';
import { Box, ErrorState, Heading, Link, Stack, Text } from '@rewards/shared/ui';
import { fetchUserAudit, USER_AUDIT_SHOWN, userDetailKeys } from './user-detail-api';

/**
 * Every admin action on the user and on their money, newest first (audit rows carry the user
 * they concern, migration 021), also on a deleted user's page. Finance reads the money actions
 * only, as in the audit log; a role without the audit log does not see the section. A change
 * to any of the user's rows (the live stream names the row's user) reads it again.
 */
export function UserAuditSection({ userId }: { userId: number }) {
  return usePermission('audit:read-money') ? <AuditTrail userId={userId} /> : null;
}

function AuditTrail({ userId }: { userId: number }) {
  const key = userDetailKeys.audit(userId);
  const client = useQueryClient();
  const trail = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchUserAudit(userId, signal),
  });
  useLiveChanges((events) => {
    if (events.some((event) => event.userId === userId))
      void client.invalidateQueries({ queryKey: key });
  });
  const rows = trail.data;
  return (
    <Stack as="section" gap="2" aria-labelledby="user-audit">
      <Heading as="h2" size="md" id="user-audit">
        Audit trail
      </Heading>
      {trail.error && !rows && (
        <ErrorState title="Could not load the audit trail" onRetry={() => void trail.refetch()} />
      )}
      {!rows && !trail.error && <Text color="fg.muted">Loading the audit trail...</Text>}
      {rows?.length === 0 && <Text color="fg.muted">No admin actions on this user yet</Text>}
      {rows && rows.length > 0 && (
        <Box as="ol" listStyleType="none" aria-label="Admin actions, newest first">
          {rows.map((row) => (
            <Box as="li" key={row.id} py="1.5" borderBottomWidth="1px">
              <Text>{describeAuditAction(row.action, row.entityId)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {formatDateTime(row.at)} · {row.adminEmail ?? 'the app'}
              </Text>
            </Box>
          ))}
        </Box>
      )}
      {rows && rows.length > 0 && (
        <Text fontSize="sm">
          {rows.length >= USER_AUDIT_SHOWN ? `The newest ${USER_AUDIT_SHOWN} are shown. ` : ''}
          <Link asChild colorPalette="blue">
            <RouterLink to={`${ROUTES.auditLog.path}?user=${userId}`}>
              Open this trail in the audit log
            </RouterLink>
          </Link>
        </Text>
      )}
    </Stack>
  );
}
