import { formatDateTime } from '@rewards/shared';
import { NOTIFICATION_LIST } from '@rewards/contract/lists';
import type { Notification } from '@rewards/contract';
import { type DataColumn, listColumns } from '@rewards/shared/table';
import { Button, Stack, Text } from '@rewards/shared/ui';

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
            {row.full_name}{' '}
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
    date: { cell: (row) => formatDateTime(row.created_at), width: '190px' },
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
