import { useState } from 'react';
import type { DataSet } from '@rewards/shared';
import { useBulkAction } from '@rewards/shared/query';
import { Button, Stack, Text } from '@rewards/shared/ui';
import { confirmAction } from '@rewards/shared/ui-admin';
import { countBulkTarget } from './bulk-count';
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
 * Every match of a filter whose total is an estimate is counted by the server first (decision
 * 050): the confirm names the exact count, and a refusal (more than the bulk limit) takes the
 * selection back to the picked rows with the server's reason, nothing sent.
 */
export function BulkActions<Row extends { id: number }>(props: BulkActionsProps<Row>) {
  const { selection, actions } = props;
  const bulk = useBulkAction(props.dataSet);
  const [current, setCurrent] = useState(actions[0]);
  const [asking, setAsking] = useState<{ action: BulkActionSpec<Row>; count: number } | null>(null);
  const [counting, setCounting] = useState(false);
  const [countFailed, setCountFailed] = useState<string | null>(null);
  const act = async (action: BulkActionSpec<Row>, count: number, extra: object = {}) => {
    const ok = await confirmAction({
      title: action.title ?? `${action.label}: ${props.noun}`,
      lead: action.lead,
      message: action.question({ ...selection, count, countIsEstimate: false }),
      confirmLabel: action.confirmLabel ?? action.label,
      destructive: action.destructive ?? false,
    });
    if (!ok) return;
    setCurrent(action);
    const { target } = selection;
    selection.clear();
    void bulk.run(action.path, { ...target, ...action.body, ...extra });
  };
  /** The selection's count, from the server when it is an estimate; null when refused. */
  const exactCount = async (action: BulkActionSpec<Row>) => {
    if (selection.mode !== 'filter' || !selection.countIsEstimate) return selection.count;
    setCounting(true);
    setCountFailed(null);
    const answer = await countBulkTarget(action.path, selection.target);
    setCounting(false);
    if ('total' in answer) selection.setExactCount(answer.total);
    else if ('refused' in answer) selection.refuseMatching(answer.refused);
    else setCountFailed(answer.failed);
    return 'total' in answer ? answer.total : null;
  };
  const start = async (action: BulkActionSpec<Row>) => {
    const count = await exactCount(action);
    if (count === null) return;
    if (action.reason) setAsking({ action, count });
    else void act(action, count);
  };
  return (
    <Stack gap="3">
      <SelectionBar
        selection={selection}
        total={props.total}
        totalIsEstimate={props.totalIsEstimate}
        noun={props.noun}
      >
        {counting && (
          <Text fontSize="sm" color="fg.muted" role="status">
            {`Counting the matching ${props.noun}...`}
          </Text>
        )}
        {countFailed && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {countFailed}
          </Text>
        )}
        {actions.map((action) => (
          <Button
            key={action.label}
            size="xs"
            variant="outline"
            colorPalette={action.destructive ? 'red' : undefined}
            // Not while a Shift range's rows are still being fetched: the count would grow.
            disabled={bulk.state.phase === 'running' || selection.loadingRange || counting}
            onClick={() => void start(action)}
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
        asking={asking?.action.reason ?? null}
        onCancel={() => setAsking(null)}
        onReason={(reason) => {
          const current = asking;
          setAsking(null);
          if (current) void act(current.action, current.count, { reason });
        }}
      />
    </Stack>
  );
}
