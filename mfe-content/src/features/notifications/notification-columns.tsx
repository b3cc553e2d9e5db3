import { formatDateTime } from '@rewards/shared';
import type { Notification } from '@rewards/contract';
import type { DataColumn } from '@rewards/shared/table';
import { Button, Stack, Text } from '@rewards/shared/ui';

/** The notification list's columns; the last one opens the Edit dialog for its row. */
export function notificationColumns(
  onEdit: (row: Notification) => void,
): readonly DataColumn<Notification>[] {
  return [
    { id: 'id', header: 'ID', cell: (row) => row.id, width: '70px' },
    {
      id: 'user',
      header: 'User',
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
    {
      id: 'message',
      header: 'Message',
      cell: (row) => (
        <Text lineClamp={2} title={row.message}>
          {row.message}
        </Text>
      ),
    },
    { id: 'date', header: 'Date', cell: (row) => formatDateTime(row.created_at), width: '190px' },
    {
      id: 'actions',
      header: 'Action',
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
  ];
}
