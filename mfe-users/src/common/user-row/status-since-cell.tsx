import { formatDateTime } from '@rewards/shared';
import type { User } from '@rewards/contract';
import { useClock } from './user-actions-context';
import { isPauseExpired, statusSince } from '../user-status';

/** Pause/Block Date: when the pause or block began, and '(Expired)' once a pause is 5 minutes old. */
export function StatusSinceCell({ user }: { user: User }) {
  const now = useClock();
  return (
    <>
      {formatDateTime(statusSince(user))}
      {isPauseExpired(user, now) && <span className="rc-expired">(Expired)</span>}
    </>
  );
}
