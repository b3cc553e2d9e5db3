import type { User } from '@rewards/contract';
import { NOT_PERMITTED, usePermission } from '@rewards/shared';
import { useUserActionsContext } from '../../common/user-row/user-actions-context';

/** Action: delete, after the confirmation in docs/product.md#users (asked by the action itself). */
export function DeleteCell({ user }: { user: User }) {
  const actions = useUserActionsContext();
  const busy = actions.isBusy('delete', user.id);
  // Shown disabled, not hidden: the column stays and says the role cannot use it.
  const allowed = usePermission('users:delete');
  return (
    <button
      type="button"
      className="rc-btn rc-sm rc-btn-danger"
      aria-label={`Delete ${user.full_name}`}
      aria-busy={busy}
      disabled={busy || !allowed}
      title={allowed ? undefined : NOT_PERMITTED}
      onClick={() => void actions.remove(user)}
    >
      Delete
    </button>
  );
}
