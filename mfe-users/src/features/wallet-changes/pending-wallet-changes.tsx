import type { WalletChange } from '@rewards/contract';
import { userPath } from '@rewards/contract/routes';
import { formatDateTime, formatRupees } from '@rewards/shared';
import { Link as RouterLink } from '@rewards/shared/router';
import { DataTable, type DataColumn } from '@rewards/shared/table';
import { ErrorState, Heading, Link, Stack } from '@rewards/shared/ui';
import { usePendingWalletChanges } from '../../common/pending-wallet-changes';
import { useWalletChangeDecision } from './use-wallet-change-decision';
import { WalletChangeButtons, type WalletChangeDecisions } from './wallet-change-buttons';

function columns(decisions: WalletChangeDecisions): DataColumn<WalletChange>[] {
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
      cell: (change) => <WalletChangeButtons change={change} decisions={decisions} />,
    },
  ];
}

/**
 * Decision 035: wallet changes that wait for a second admin, above User Manage for admins who
 * may edit wallets. Nothing shows while there are none; the requester sees their own with
 * Approve disabled and the reason (the API refuses it anyway), and may cancel it.
 */
export function PendingWalletChanges() {
  const decisions = useWalletChangeDecision();
  const pending = usePendingWalletChanges();
  if (!pending.allowed) return null;
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
