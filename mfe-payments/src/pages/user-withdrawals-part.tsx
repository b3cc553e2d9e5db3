import { useCallback, useState } from 'react';
import type { Withdrawal } from '@rewards/contract';
import { WITHDRAWAL_LIST } from '@rewards/contract/lists';
import { DATA_SETS } from '@rewards/shared';
import { useQueryClient, useServerRow } from '@rewards/shared/query';
import { RowCellsStyle, type UserListPartProps } from '@rewards/shared/table';
import { useWithdrawalColumns } from '../features/withdrawals/use-withdrawal-columns';
import { WithdrawalDetailsDialog } from '../features/withdrawals/withdrawal-details-dialog';

const dataSet = DATA_SETS.withdrawals;

/**
 * A user's withdrawals with the Withdrawal screen's decisions, exposed as
 * `mfe_payments/UserWithdrawalsPart` for the user's page in mfe-users (`PARTS.userWithdrawals`,
 * decision 041; default export: federation boundary). The page frames the list; this hands it
 * the columns (status with the two-person rule, Approve / Reject with their confirmations and
 * refusals, Details) and renders the details dialog and the row cells' stylesheet.
 */
export default function UserWithdrawalsPart({
  renderList,
  onRowChanged,
}: UserListPartProps<Withdrawal>) {
  const client = useQueryClient();
  const reload = useCallback(
    () => void client.invalidateQueries({ queryKey: [dataSet] }),
    [client],
  );
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const details = useServerRow<Withdrawal>({ dataSet, path: WITHDRAWAL_LIST.path, id: detailsId });
  const columns = useWithdrawalColumns({
    showDetails: setDetailsId,
    reload,
    withUser: false,
    onRowChanged,
  });
  return (
    <>
      {/* The host page may render it too: React keeps one copy. */}
      <RowCellsStyle />
      {renderList(columns)}
      <WithdrawalDetailsDialog withdrawal={details} onClose={() => setDetailsId(null)} />
    </>
  );
}
