import { formatDateTime, type Notification } from '@rewards/shared';
import type { DataColumn } from '@rewards/shared/table';
import { Stack, Text } from '@rewards/shared/ui';

/** Read-only list; the date filter and the Add / Edit dialogs arrive with issue 7. */
export const notificationColumns: readonly DataColumn<Notification>[] = [
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
];
