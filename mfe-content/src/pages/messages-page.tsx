import { useMemo } from 'react';
import { useUrlFilters } from '@rewards/shared';
import { ShowingLine } from '@rewards/shared/table';
import { Button, ErrorState, HStack, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { InboxFilters } from '../features/messages/inbox-filters';
import { InboxTable } from '../features/messages/inbox-table';
import { matchesInbox, type InboxFilters as Filters } from '../features/messages/inbox-rules';
import { messageColumns } from '../features/messages/message-columns';
import { MessageDialog } from '../features/messages/message-dialog';
import { useInbox } from '../features/messages/use-inbox';

const NO_FILTERS: Filters = { q: '', from: '', to: '' };

/** /messages, exposed as `mfe_content/MessagesPage`: what visitors sent through the contact forms. */
export default function MessagesPage() {
  const inbox = useInbox();
  const { rows, status, refreshing, reload, openMessage } = inbox;
  const [filters, setFilters, clearFilters] = useUrlFilters(NO_FILTERS);
  const columns = useMemo(() => messageColumns(openMessage), [openMessage]);
  const shown = useMemo(() => rows.filter((row) => matchesInbox(row, filters)), [rows, filters]);
  const filtered = Boolean(filters.q || filters.from || filters.to);

  return (
    <Stack gap="5">
      <PageHeader
        title="Messages"
        description="What visitors sent through the contact forms. Unread messages come first."
        actions={
          <Button variant="outline" size="sm" onClick={reload} loading={status === 'loading'}>
            Refresh
          </Button>
        }
      />
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <InboxFilters value={filters} onChange={setFilters} onClear={clearFilters} />
        <ShowingLine
          shown={shown.length}
          total={rows.length}
          noun="messages"
          active={status === 'ready' && filtered}
        />
      </HStack>
      {status === 'error' && <ErrorState title="Could not load messages" onRetry={reload} />}
      {status === 'loading' && !refreshing && <LoadingState label="Loading messages..." />}
      {(status === 'ready' || refreshing) && (
        <InboxTable rows={rows} shown={shown} filtered={filtered} columns={columns} />
      )}
      <MessageDialog inbox={inbox} />
    </Stack>
  );
}
