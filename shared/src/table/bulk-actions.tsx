import { useState } from 'react';
import type { BulkPreview } from '@rewards/contract';
import { countNoun, type DataSet } from '@rewards/shared';
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
  question: (selection: Selection<Row>, preview?: BulkPreview) => string;
  /**
   * Money decisions (the admin review): the server previews what the call will do to each row
   * before the confirm, which then says it (completed, first approvals, skipped and why).
   */
  preview?: boolean;
  /** The confirm's title ('Pause 3 users' from the label) and button, when not derived. */
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

/** An action about to be confirmed, its rows counted (and previewed) by the server. */
interface Counted<Row extends { id: number }> {
  action: BulkActionSpec<Row>;
  count: number;
  preview?: BulkPreview;
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
  const [asking, setAsking] = useState<Counted<Row> | null>(null);
  const [counting, setCounting] = useState(false);
  const [countFailed, setCountFailed] = useState<string | null>(null);
  const act = async ({ action, count, preview }: Counted<Row>, extra: object = {}) => {
    const ok = await confirmAction({
      title: action.title ?? `${action.label} ${countNoun(count, props.noun)}`,
      lead: action.lead,
      message: action.question({ ...selection, count, countIsEstimate: false }, preview),
      confirmLabel: action.confirmLabel ?? action.label,
      destructive: action.destructive ?? false,
    });
    if (!ok) return;
    setCurrent(action);
    const { target } = selection;
    selection.clear();
    void bulk.run(action.path, { ...target, ...action.body, ...extra });
  };
  /**
   * The selection's count, from the server when it is an estimate or the action previews
   * what it will do; null when refused.
   */
  const counted = async (action: BulkActionSpec<Row>): Promise<Counted<Row> | null> => {
    const estimate = selection.mode === 'filter' && selection.countIsEstimate;
    if (!estimate && !action.preview) return { action, count: selection.count };
    setCounting(true);
    setCountFailed(null);
    const answer = await countBulkTarget(action.path, selection.target);
    setCounting(false);
    if ('total' in answer) {
      if (estimate) selection.setExactCount(answer.total);
      return { action, count: answer.total, preview: answer.preview };
    }
    if ('refused' in answer && estimate) selection.refuseMatching(answer.refused);
    else setCountFailed('refused' in answer ? answer.refused : answer.failed);
    return null;
  };
  const start = async (action: BulkActionSpec<Row>) => {
    const answer = await counted(action);
    if (answer === null) return;
    if (action.reason) setAsking(answer);
    else void act(answer);
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
          if (current) void act(current, { reason });
        }}
      />
    </Stack>
  );
}
