import { useState } from 'react';
import type { DataSet } from '@rewards/shared';
import { useBulkAction } from '@rewards/shared/query';
import { Button, Stack } from '@rewards/shared/ui';
import { confirmAction } from '@rewards/shared/ui-admin';
import { BulkReasonDialog } from './bulk-reason-dialog';
import { BulkResult } from './bulk-result';
import { SelectionBar } from './selection-bar';
import type { Selection } from './use-selection';

export interface BulkActionSpec<Row extends { id: number }> {
  label: string;
  /** The confirm's question, naming the count (and for money the rupee total). */
  question: (selection: Selection<Row>) => string;
  /** The confirm's title and button, when not derived from the label. */
  title?: string;
  confirmLabel?: string;
  /** A first paragraph of the confirm: what the rules will do with the rows. */
  lead?: string;
  /**
   * Asks one reason before the confirm (the dialog's title and field label), sent as `reason`
   * and kept in every row's audit entry.
   */
  reason?: { title: string; label: string };
  /** Past and -ing forms for the summary and the progress bar: 'paused', 'Pausing'. */
  past: string;
  running: string;
  /** The bulk route under /api, and the action's own fields. */
  path: string;
  body: object;
  destructive?: boolean;
}

interface BulkActionsProps<Row extends { id: number }> {
  selection: Selection<Row>;
  total: number;
  totalIsEstimate: boolean;
  noun: string;
  dataSet: DataSet;
  actions: readonly BulkActionSpec<Row>[];
}

/**
 * A list's bulk actions: the selection bar with one button per action, a confirm naming what
 * will happen, then the run's progress and summary. The selection clears when a run starts.
 */
export function BulkActions<Row extends { id: number }>(props: BulkActionsProps<Row>) {
  const { selection, actions } = props;
  const bulk = useBulkAction(props.dataSet);
  const [current, setCurrent] = useState(actions[0]);
  const [asking, setAsking] = useState<BulkActionSpec<Row> | null>(null);
  const act = async (action: BulkActionSpec<Row>, extra: object = {}) => {
    const ok = await confirmAction({
      title: action.title ?? `${action.label}: ${props.noun}`,
      lead: action.lead,
      message: action.question(selection),
      confirmLabel: action.confirmLabel ?? action.label,
      destructive: action.destructive ?? false,
    });
    if (!ok) return;
    setCurrent(action);
    const { target } = selection;
    selection.clear();
    void bulk.run(action.path, { ...target, ...action.body, ...extra });
  };
  const start = (action: BulkActionSpec<Row>) =>
    action.reason ? setAsking(action) : void act(action);
  return (
    <Stack gap="3">
      <SelectionBar
        selection={selection}
        total={props.total}
        totalIsEstimate={props.totalIsEstimate}
        noun={props.noun}
      >
        {actions.map((action) => (
          <Button
            key={action.label}
            size="xs"
            variant="outline"
            colorPalette={action.destructive ? 'red' : undefined}
            // Not while a Shift range's rows are still being fetched: the count would grow.
            disabled={bulk.state.phase === 'running' || selection.loadingRange}
            onClick={() => start(action)}
          >
            {action.label}
          </Button>
        ))}
      </SelectionBar>
      <BulkResult
        state={bulk.state}
        doneVerb={current?.past ?? 'done'}
        runningVerb={current?.running ?? 'Working'}
        onCancel={bulk.cancel}
        onClose={bulk.reset}
      />
      <BulkReasonDialog
        asking={asking?.reason ?? null}
        onCancel={() => setAsking(null)}
        onReason={(reason) => {
          const action = asking;
          setAsking(null);
          if (action) void act(action, { reason });
        }}
      />
    </Stack>
  );
}
