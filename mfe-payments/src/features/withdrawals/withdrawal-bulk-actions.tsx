import { useState } from 'react';
import type { ListSummary, Withdrawal } from '@rewards/contract';
import { DATA_SETS, formatRupees } from '@rewards/shared';
import { useBulkAction } from '@rewards/shared/query';
import { BulkResult, type Selection, SelectionBar } from '@rewards/shared/table';
import { Button, Field, Stack, Textarea } from '@rewards/shared/ui';
import { confirmAction, SimpleDialog } from '@rewards/shared/ui-admin';

const count = (n: number) => n.toLocaleString('en-IN');

interface WithdrawalBulkActionsProps {
  selection: Selection<Withdrawal>;
  total: number;
  totalIsEstimate: boolean;
  /** The filter's count and amount (the server's), for a select-all-matching confirm. */
  summary: ListSummary | undefined;
}

/** What the confirm names: the rows' count and rupee total, by id or from the server. */
function amountOf(selection: Selection<Withdrawal>, summary: ListSummary | undefined) {
  if (selection.mode === 'filter') return formatRupees(Number(summary?.amount ?? 0));
  return formatRupees(selection.rows.reduce((sum, row) => sum + Number(row.amount), 0));
}

/** Reject or approve the selected withdrawals, each under the single decision's rules. */
export function WithdrawalBulkActions(props: WithdrawalBulkActionsProps) {
  const { selection, summary } = props;
  const bulk = useBulkAction(DATA_SETS.withdrawals);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [verb, setVerb] = useState<['rejected', 'Rejecting'] | ['approved', 'Approving']>([
    'rejected',
    'Rejecting',
  ]);
  const running = bulk.state.phase === 'running';
  const what = `${count(selection.count)} withdrawals totalling ${amountOf(selection, summary)}`;

  const start = (path: string, body: object, past: typeof verb) => {
    setVerb(past);
    const target = selection.target;
    selection.clear();
    void bulk.run(path, { ...target, ...body });
  };
  const reject = async () => {
    setAsking(false);
    const ok = await confirmAction({
      title: 'Reject withdrawals',
      message: `Reject ${what}?`,
      confirmLabel: 'Reject',
      destructive: true,
    });
    if (ok) start('/withdrawals/bulk/reject', { reason: reason.trim() }, ['rejected', 'Rejecting']);
  };
  const approve = async () => {
    const ok = await confirmAction({
      title: 'Approve withdrawals',
      message: `Approve ${what}?`,
      lead: 'Each withdrawal is approved under the two-person rule; rows you cannot approve are reported.',
      confirmLabel: 'Approve',
    });
    if (ok) start('/withdrawals/bulk/approve', {}, ['approved', 'Approving']);
  };

  return (
    <Stack gap="3">
      <SelectionBar
        selection={selection}
        total={props.total}
        totalIsEstimate={props.totalIsEstimate}
        noun="withdrawals"
      >
        <Button size="xs" colorPalette="red" disabled={running} onClick={() => setAsking(true)}>
          Reject selected
        </Button>
        <Button size="xs" colorPalette="green" disabled={running} onClick={() => void approve()}>
          Approve selected
        </Button>
      </SelectionBar>
      <BulkResult
        state={bulk.state}
        doneVerb={verb[0]}
        runningVerb={verb[1]}
        onCancel={bulk.cancel}
        onClose={bulk.reset}
      />
      <SimpleDialog
        open={asking}
        onOpenChange={setAsking}
        title="Reason for rejecting"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim() !== '') void reject();
        }}
        footer={
          <Button type="submit" colorPalette="red" disabled={reason.trim() === ''}>
            Continue
          </Button>
        }
      >
        <Field.Root required>
          <Field.Label>Reason (kept in the audit log of every row)</Field.Label>
          <Textarea
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field.Root>
      </SimpleDialog>
    </Stack>
  );
}
