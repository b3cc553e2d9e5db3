import type { User } from '@rewards/contract';
import { NOT_PERMITTED, usePermission } from '@rewards/shared';
import { useUserActionsContext } from './user-actions-context';

/**
 * Payment Status (docs/product.md#users): 'Approve' while false; a disabled 'Approved' after (one
 * way).
 */
export function PaymentCell({ user }: { user: User }) {
  const actions = useUserActionsContext();
  const allowed = usePermission('users:approve-payment');
  if (user.payment_status) {
    return (
      <button type="button" className="rc-btn rc-sm rc-btn-green rc-btn-done" disabled>
        Approved
      </button>
    );
  }
  const busy = actions.isBusy('approve', user.id);
  return (
    <button
      type="button"
      className="rc-btn rc-sm rc-btn-primary"
      aria-label={`Approve payment of ${user.full_name}`}
      aria-busy={busy}
      disabled={busy || !allowed}
      title={allowed ? undefined : NOT_PERMITTED}
      onClick={() => void actions.approve(user)}
    >
      Approve
    </button>
  );
}
