import { useState } from 'react';
import type { User, UserStatus } from '@rewards/contract';
import { NOT_PERMITTED, usePermission } from '@rewards/shared';
import { useUserActionsContext } from './user-actions-context';

const USER_STATUSES: readonly UserStatus[] = ['ok', 'pause', 'block'];

const isUserStatus = (value: string): value is UserStatus =>
  USER_STATUSES.some((status) => status === value);

/**
 * Status select and save button (docs/product.md#users). Saving the current status again is
 * allowed: it restarts a pause or a block from now. Rendered with a key on the saved status, so the
 * select starts again from the server's answer after each save.
 */
export function StatusCell({ user }: { user: User }) {
  const actions = useUserActionsContext();
  const [choice, setChoice] = useState<UserStatus>(user.status);
  const busy = actions.isBusy('status', user.id);
  const allowed = usePermission('users:status');
  return (
    <span className="uc-row">
      <select
        className="uc-field uc-select"
        aria-label={`Status of ${user.full_name}`}
        value={choice}
        disabled={busy || !allowed}
        title={allowed ? undefined : NOT_PERMITTED}
        onChange={(event) => isUserStatus(event.target.value) && setChoice(event.target.value)}
      >
        {USER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="uc-btn"
        aria-label={`Save status of ${user.full_name}`}
        aria-busy={busy}
        disabled={busy || !allowed}
        onClick={() => void actions.saveStatus(user, choice)}
      >
        Save
      </button>
    </span>
  );
}
