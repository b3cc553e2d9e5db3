import { formatRupees } from '@rewards/shared';
import type { WalletTransaction } from '@rewards/contract';
import type { DataColumn } from '@rewards/shared/table';
import { Button } from '@rewards/shared/ui';
import { amountColumn, dateColumn, userColumn } from '../../common/money-columns';
import { DueSelect } from './due-select';
import { dueLabel, WALLET_METHOD_LABELS } from './wallet-labels';

interface WalletRowActions {
  isDuePending: (id: number) => boolean;
  onDueChange: (row: WalletTransaction, due: boolean) => void;
  onViewProof: (row: WalletTransaction) => void;
}

/**
 * docs/product.md#wallet-transactions columns: number, user info, amount, method, UTR, due
 * selector, date and the proof 'View' button. CSV exports raw values (amount as a decimal, ISO
 * dates) so a spreadsheet can sum and sort them.
 */
export function walletColumns(actions: WalletRowActions): DataColumn<WalletTransaction>[] {
  return [
    {
      id: 'number',
      header: '#',
      cell: (_row, index) => index + 1,
      width: '60px',
      // The screen numbers rows; the CSV needs the id that names a transaction (issue 31).
      csvHeader: 'Transaction ID',
      csvValue: (row) => row.id,
    },
    userColumn(),
    amountColumn(formatRupees),
    {
      id: 'method',
      header: 'Method',
      cell: (row) => WALLET_METHOD_LABELS[row.method],
      csvValue: (row) => WALLET_METHOD_LABELS[row.method],
    },
    {
      id: 'utr',
      header: 'UTR',
      cell: (row) => row.utr_number,
      csvValue: (row) => row.utr_number,
    },
    {
      id: 'due',
      header: 'Due',
      width: '130px',
      cell: (row) => (
        <DueSelect
          row={row}
          pending={actions.isDuePending(row.id)}
          onChange={actions.onDueChange}
        />
      ),
      csvValue: (row) => dueLabel(row.due),
    },
    dateColumn((row) => row.payment_date),
    {
      id: 'status',
      header: 'Status',
      csvOnly: true,
      cell: (row) => row.status,
      csvValue: (row) => row.status,
    },
    {
      id: 'proof',
      header: 'Proof',
      width: '90px',
      cell: (row) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={`View proof of transaction #${row.id}`}
          onClick={() => actions.onViewProof(row)}
        >
          View
        </Button>
      ),
    },
  ];
}
