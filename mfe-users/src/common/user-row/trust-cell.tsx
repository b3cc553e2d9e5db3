import type { User } from '@rewards/contract';
import { NOT_PERMITTED, usePermission } from '@rewards/shared';
import { useUserActionsContext } from './user-actions-context';

/**
 * Trust, toggled and saved on its own. A controlled checkbox with the switch role: it shows
 * the saved value, so it moves when the server has saved the change and stays put when not.
 * While saving it is aria-disabled rather than disabled: a disabled control loses focus to
 * <body>, and a keyboard user would have to find the row again.
 */
export function TrustCell({ user }: { user: User }) {
  const actions = useUserActionsContext();
  const allowed = usePermission('users:trust');
  const busy = actions.isBusy('trust', user.id);
  return (
    <span className="rc-row">
      <input
        type="checkbox"
        role="switch"
        className="rc-switch"
        aria-label={`Trust ${user.full_name}`}
        checked={user.trust}
        aria-disabled={busy}
        aria-busy={busy}
        disabled={!allowed}
        title={allowed ? undefined : NOT_PERMITTED}
        onChange={(event) => {
          if (!busy) void actions.setTrust(user, event.target.checked);
        }}
      />
      <span aria-hidden>{user.trust ? 'True' : 'False'}</span>
    </span>
  );
}
