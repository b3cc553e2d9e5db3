import type { User } from '@rewards/contract';
import { NOT_PERMITTED, usePermission } from '@rewards/shared';
import { useUserActionsContext } from './user-actions-context';

/**
 * Trust, toggled and saved on its own. A controlled checkbox with the switch role: it shows
 * the saved value, so it moves when the server has saved the change and stays put when not.
 */
export function TrustCell({ user }: { user: User }) {
  const actions = useUserActionsContext();
  const allowed = usePermission('users:trust');
  return (
    <span className="uc-row">
      <input
        type="checkbox"
        role="switch"
        className="uc-switch"
        aria-label={`Trust ${user.full_name}`}
        checked={user.trust}
        disabled={actions.isBusy('trust', user.id) || !allowed}
        title={allowed ? undefined : NOT_PERMITTED}
        onChange={(event) => void actions.setTrust(user, event.target.checked)}
      />
      <span aria-hidden>{user.trust ? 'True' : 'False'}</span>
    </span>
  );
}
