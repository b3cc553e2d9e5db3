import { formatDateTimeCell, usePermission } from '@rewards/shared';
import { userPath } from '@rewards/contract/routes';
import { Link as RouterLink } from '@rewards/shared/router';
import { NOTIFICATION_LIST } from '@rewards/contract/lists';
import type { Notification } from '@rewards/contract';
import { type DataColumn, listColumns } from '@rewards/shared/table';
import { Button, Link, Stack, Text } from '@rewards/shared/ui';

/** The name opens the user's page when the admin may read users. */
function UserName({ id, name }: { id: number; name: string }) {
  if (!usePermission('users:read')) return name;
  return (
    <Link asChild colorPalette="blue">
      <RouterLink to={userPath(id)}>{name}</RouterLink>
    </Link>
  );
}

/**
 * The notification list's columns; the last one opens the Edit dialog for its row. Headers and
 * sorting come from the list's declaration (NOTIFICATION_LIST).
 */
export function notificationColumns(
  onEdit: (row: Notification) => void,
): readonly DataColumn<Notification>[] {
  return listColumns(NOTIFICATION_LIST.columns, {
    id: { cell: (row) => row.id, width: '70px' },
    user: {
      cell: (row) => (
        <Stack gap="0">
          <Text fontWeight="medium">
            <UserName id={row.user_id} name={row.full_name} />{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              (#{row.user_id})
            </Text>
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {row.email}
          </Text>
        </Stack>
      ),
      width: '260px',
    },
    message: {
      cell: (row) => (
        <Text lineClamp={2} title={row.message}>
          {row.message}
        </Text>
      ),
    },
    date: { cell: (row) => formatDateTimeCell(row.created_at), width: '190px' },
    actions: {
      cell: (row) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={`Edit notification ${row.id}`}
          onClick={() => onEdit(row)}
        >
          Edit
        </Button>
      ),
      width: '90px',
    },
  });
}
