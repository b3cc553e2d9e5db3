import { formatDateTimeCell } from '@rewards/shared';
import type { InboxMessage } from '@rewards/contract';
import { MESSAGE_LIST } from '@rewards/contract/lists';
import { type DataColumn, listColumns } from '@rewards/shared/table';
import { Badge, Button, Stack, Text } from '@rewards/shared/ui';
import { inboxStatus, type InboxStatus } from './inbox-rules';

export const STATUS_PALETTE: Record<InboxStatus, string> = {
  Unread: 'blue',
  Read: 'gray',
  Handled: 'green',
};

/**
 * The inbox's columns; unread rows read bold, the last column opens the message. Headers and
 * sorting come from the list's declaration (MESSAGE_LIST); the email shows under the name.
 */
export function messageColumns(
  onOpen: (row: InboxMessage) => void,
): readonly DataColumn<InboxMessage>[] {
  return listColumns(MESSAGE_LIST.columns, {
    from: {
      cell: (row) => (
        <Stack gap="0">
          <Text fontWeight={row.read_at ? 'normal' : 'bold'}>{row.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {row.email}
          </Text>
        </Stack>
      ),
      width: '240px',
    },
    message: {
      cell: (row) => (
        <Text lineClamp={2} fontWeight={row.read_at ? 'normal' : 'semibold'} title={row.message}>
          {row.message}
        </Text>
      ),
    },
    date: { cell: (row) => formatDateTimeCell(row.created_at), width: '190px' },
    status: {
      cell: (row) => (
        <Badge colorPalette={STATUS_PALETTE[inboxStatus(row)]}>{inboxStatus(row)}</Badge>
      ),
      width: '110px',
    },
    actions: {
      cell: (row) => (
        <Button
          size="xs"
          variant="outline"
          aria-label={`Open message from ${row.name}`}
          onClick={() => onOpen(row)}
        >
          Open
        </Button>
      ),
      width: '90px',
    },
  });
}
