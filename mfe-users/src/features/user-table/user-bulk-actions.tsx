import { useState } from 'react';
import type { User } from '@rewards/contract';
import { DATA_SETS } from '@rewards/shared';
import { useBulkAction } from '@rewards/shared/query';
import { BulkResult, type Selection, SelectionBar } from '@rewards/shared/table';
import { Button, Stack } from '@rewards/shared/ui';
import { confirmAction } from '@rewards/shared/ui-admin';

const count = (n: number) => n.toLocaleString('en-IN');

interface UserBulkAction {
  label: string;
  /** The confirm's question: 'Pause 40 users?'. */
  verb: string;
  past: string;
  running: string;
  path: string;
  body: object;
  destructive?: boolean;
}

// The single status action's rules apply on the server: pause starts the pause now, block
// stamps the block date, ok clears both.
const ACTIONS: readonly UserBulkAction[] = [
  {
    label: 'Set OK',
    verb: 'Set status OK for',
    past: 'set to OK',
    running: 'Updating',
    path: '/users/bulk/status',
    body: { status: 'ok' },
  },
  {
    label: 'Pause',
    verb: 'Pause',
    past: 'paused',
    running: 'Pausing',
    path: '/users/bulk/status',
    body: { status: 'pause' },
  },
  {
    label: 'Block',
    verb: 'Block',
    past: 'blocked',
    running: 'Blocking',
    path: '/users/bulk/status',
    body: { status: 'block' },
    destructive: true,
  },
  {
    label: 'Trust',
    verb: 'Trust',
    past: 'trusted',
    running: 'Updating',
    path: '/users/bulk/trust',
    body: { trust: true },
  },
  {
    label: 'Untrust',
    verb: 'Remove trust from',
    past: 'untrusted',
    running: 'Updating',
    path: '/users/bulk/trust',
    body: { trust: false },
  },
];

interface UserBulkActionsProps {
  selection: Selection<User>;
  total: number;
  totalIsEstimate: boolean;
}

/** User Manage's bulk status and trust changes, each user under the single action's rules. */
export function UserBulkActions({ selection, total, totalIsEstimate }: UserBulkActionsProps) {
  const bulk = useBulkAction(DATA_SETS.users);
  const [current, setCurrent] = useState<UserBulkAction>(ACTIONS[0]!);
  const act = async (action: UserBulkAction) => {
    const ok = await confirmAction({
      title: `${action.label} users`,
      message: `${action.verb} ${count(selection.count)} users?`,
      confirmLabel: action.label,
      destructive: action.destructive ?? false,
    });
    if (!ok) return;
    setCurrent(action);
    const target = selection.target;
    selection.clear();
    void bulk.run(action.path, { ...target, ...action.body });
  };
  return (
    <Stack gap="3">
      <SelectionBar
        selection={selection}
        total={total}
        totalIsEstimate={totalIsEstimate}
        noun="users"
      >
        {ACTIONS.map((action) => (
          <Button
            key={action.label}
            size="xs"
            variant="outline"
            disabled={bulk.state.phase === 'running'}
            onClick={() => void act(action)}
          >
            {action.label}
          </Button>
        ))}
      </SelectionBar>
      <BulkResult
        state={bulk.state}
        doneVerb={current.past}
        runningVerb={current.running}
        onCancel={bulk.cancel}
        onClose={bulk.reset}
      />
    </Stack>
  );
}
