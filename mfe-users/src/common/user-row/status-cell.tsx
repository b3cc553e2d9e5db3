import { useState } from 'react';
import type { User, UserStatus } from '@rewards/contract';
import { NOT_PERMITTED, usePermission } from '@rewards/shared';
import { useUserActionsContext } from './user-actions-context';

const USER_STATUSES: readonly UserStatus[] = ['ok', 'pause', 'block'];

const isUserStatus = (value: string): value is UserStatus =>
  USER_STATUSES.some((status) => status === value);

/**
 * Status select and save button (docs/product.md#users). Save is enabled only for a status that
 * differs from the saved one (saving the same 'pause' again would restart its 5-minute clock,
 * docs/spec-deviations.md), and the row says the choice is unsaved until then ('Unsaved', with
 * old → new as its title and accessible description). Rendered with a key
 * on the saved status, so the select starts again from the server's answer after each save.
 */
export function StatusCell({ user }: { user: User }) {
  const actions = useUserActionsContext();
  const [choice, setChoice] = useState<UserStatus>(user.status);
  const busy = actions.isBusy('status', user.id);
  const changed = choice !== user.status;
  const allowed = usePermission('users:status');
  return (
    <span className="rc-row">
      <select
        className={changed ? 'rc-field rc-sm rc-narrow rc-changed' : 'rc-field rc-sm rc-narrow'}
        aria-label={`Status of ${user.full_name}`}
        aria-describedby={changed ? `status-unsaved-${user.id}` : undefined}
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
        className="rc-btn rc-sm"
        aria-label={`Save status of ${user.full_name}`}
        aria-busy={busy}
        disabled={busy || !changed || !allowed}
        onClick={() => void actions.saveStatus(user, choice)}
      >
        Save
      </button>
      {changed && (
        // The change itself is read out and shown on hover: the column stays narrow enough
        // to stick to the right edge with the other row actions.
        <span
          id={`status-unsaved-${user.id}`}
          className="rc-unsaved"
          title={`Unsaved (${user.status} → ${choice})`}
        >
          Unsaved
          <span className="rc-sr">
            {' '}
            ({user.status} → {choice})
          </span>
        </span>
      )}
    </span>
  );
}
