import { userPath } from '@rewards/contract/routes';
import { usePermission } from '@rewards/shared';
import { Link as RouterLink } from '@rewards/shared/router';

/**
 * Who a money row belongs to: name over email, as every payments table shows it. The name
 * opens the user's page when the admin may read users (a plain name otherwise). Plain
 * elements styled by the kit's RowCellsStyle (the page renders it), not kit components.
 */
export function UserCell({
  name,
  email,
  userId,
}: {
  name: string;
  email: string;
  userId?: number;
}) {
  const mayOpen = usePermission('users:read');
  return (
    <span className="rc-user">
      <span className="rc-name">
        {mayOpen && userId !== undefined ? (
          <RouterLink className="rc-link" to={userPath(userId)}>
            {name}
          </RouterLink>
        ) : (
          name
        )}
        {userId !== undefined && <span className="rc-muted"> (#{userId})</span>}
      </span>
      <span className="rc-email">{email}</span>
    </span>
  );
}
