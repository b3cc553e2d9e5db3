import { useId } from 'react';
import type { WalletChange } from '@rewards/contract';
import { userPath } from '@rewards/contract/routes';
import { formatDateTime, formatRupees, usePermission, useSessionStore } from '@rewards/shared';
import { useQuery } from '@rewards/shared/query';
import { Link as RouterLink } from '@rewards/shared/router';
import { DataTable, type DataColumn } from '@rewards/shared/table';
import { Button, ErrorState, Heading, HStack, Link, Stack, Text } from '@rewards/shared/ui';
import { useWalletChangeDecision } from './use-wallet-change-decision';
import { PENDING_WALLET_CHANGES_KEY } from '../../common/query-keys';
import { fetchPendingWalletChanges } from './wallet-changes-api';

export const OWN_REQUEST_REASON = 'You asked for this change: a second admin must decide it';

type Decisions = ReturnType<typeof useWalletChangeDecision>;

function DecisionButtons({ change, decisions }: { change: WalletChange; decisions: Decisions }) {
  const selfEmail = useSessionStore((state) => state.admin?.email);
  const reasonId = useId();
  const own = change.requested_by === selfEmail;
  const busy = decisions.isDeciding(change.id);
  const button = (decision: 'approve' | 'reject', label: string, palette: 'green' | 'red') => (
    <Button
      size="xs"
      colorPalette={palette}
      variant={decision === 'approve' ? 'subtle' : 'outline'}
      aria-label={`${label} wallet change #${change.id}`}
      aria-describedby={own ? reasonId : undefined}
      disabled={busy || own}
      loading={decisions.isSending(change.id, decision)}
      onClick={() => void decisions.decide(change, decision)}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap="1">
      <HStack gap="2">
        {button('approve', 'Approve', 'green')}
        {button('reject', 'Reject', 'red')}
      </HStack>
      {own && (
        <Text id={reasonId} fontSize="xs" color="fg.muted">
          {OWN_REQUEST_REASON}
        </Text>
      )}
    </Stack>
  );
}

function columns(decisions: Decisions): DataColumn<WalletChange>[] {
  return [
    {
      id: 'user',
      header: 'User',
      cell: (change) => (
        <Link asChild>
          <RouterLink to={userPath(change.user_id)}>
            {change.full_name} (#{change.user_id})
          </RouterLink>
        </Link>
      ),
    },
    {
      id: 'change',
      header: 'Wallet',
      cell: (change) => `${formatRupees(change.from)} → ${formatRupees(change.to)}`,
    },
    { id: 'requested_by', header: 'Asked by', cell: (change) => change.requested_by },
    {
      id: 'requested_at',
      header: 'Asked at',
      cell: (change) => formatDateTime(change.requested_at),
    },
    {
      id: 'actions',
      header: 'Decision',
      cell: (change) => <DecisionButtons change={change} decisions={decisions} />,
    },
  ];
}

/**
 * Decision 035: wallet changes that wait for a second admin, above User Manage for admins who
 * may edit wallets. Nothing shows while there are none; the requester sees their own with the
 * buttons disabled and the reason (the API refuses them anyway).
 */
export function PendingWalletChanges() {
  const allowed = usePermission('users:wallet');
  const decisions = useWalletChangeDecision();
  const pending = useQuery({
    queryKey: PENDING_WALLET_CHANGES_KEY,
    queryFn: ({ signal }) => fetchPendingWalletChanges(signal),
    enabled: allowed,
  });
  if (!allowed) return null;
  if (pending.error)
    return (
      <ErrorState
        title="Could not load the wallet changes awaiting approval"
        onRetry={() => void pending.refetch()}
      />
    );
  const rows = pending.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-labelledby="pending-wallet-changes">
      <Heading as="h2" size="md" id="pending-wallet-changes">
        Wallet changes awaiting a second approval ({rows.length})
      </Heading>
      <DataTable
        rows={rows}
        columns={columns(decisions)}
        getRowId={(change) => change.id}
        emptyText="No wallet changes await approval"
        caption="Wallet changes awaiting a second approval"
        rowHeight={56}
      />
    </Stack>
  );
}
