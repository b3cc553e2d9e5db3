import type { User } from '@rewards/contract';
import { countNoun, DATA_SETS } from '@rewards/shared';
import { BulkActions, type BulkActionSpec, type Selection } from '@rewards/shared/table';

const users = (selection: Selection<User>) => countNoun(selection.count, 'users');

// The single status action's rules apply on the server: pause starts the pause now, block
// stamps the block date, ok clears both.
const ACTIONS: readonly BulkActionSpec<User>[] = [
  {
    label: 'Set OK',
    title: 'Set users to OK',
    question: (s) => `Set status OK for ${users(s)}?`,
    past: 'set to OK',
    running: 'Updating',
    path: '/users/bulk/status',
    body: { status: 'ok' },
  },
  {
    label: 'Pause',
    question: (s) => `Pause ${users(s)}?`,
    past: 'paused',
    running: 'Pausing',
    path: '/users/bulk/status',
    body: { status: 'pause' },
  },
  {
    label: 'Block',
    question: (s) => `Block ${users(s)}?`,
    past: 'blocked',
    running: 'Blocking',
    path: '/users/bulk/status',
    body: { status: 'block' },
    destructive: true,
  },
  {
    label: 'Trust',
    question: (s) => `Trust ${users(s)}?`,
    past: 'trusted',
    running: 'Updating',
    path: '/users/bulk/trust',
    body: { trust: true },
  },
  {
    label: 'Untrust',
    question: (s) => `Remove trust from ${users(s)}?`,
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
export function UserBulkActions(props: UserBulkActionsProps) {
  return <BulkActions {...props} noun="users" dataSet={DATA_SETS.users} actions={ACTIONS} />;
}
