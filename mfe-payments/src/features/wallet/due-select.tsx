import { dueLabel } from '@rewards/contract/lists';
import type { WalletTransaction } from '@rewards/contract';

/**
 * The per-row due selector. It is controlled by the row as the server last reported it, so
 * picking an option changes nothing on screen until the server has saved the change. A native
 * select styled by the kit's RowCellsStyle (the kit's xs select look), not kit components.
 */
export function DueSelect(props: {
  row: WalletTransaction;
  pending: boolean;
  onChange: (row: WalletTransaction, due: boolean) => void;
}) {
  const { row } = props;
  return (
    <select
      className="rc-select"
      aria-label={`Due status of transaction #${row.id}`}
      disabled={props.pending}
      value={row.due ? 'due' : 'not-due'}
      onChange={(event) => {
        const due = event.target.value === 'due';
        if (due !== row.due) props.onChange(row, due);
      }}
    >
      <option value="not-due">{dueLabel(false)}</option>
      <option value="due">{dueLabel(true)}</option>
    </select>
  );
}
