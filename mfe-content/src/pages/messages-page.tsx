import { useMemo, useState } from 'react';
import type { InboxMessage } from '@rewards/contract';
import { MESSAGE_LIST } from '@rewards/contract/lists';
import { DATA_SETS } from '@rewards/shared';
import {
  useLiveNewRows,
  useQueryClient,
  useServerList,
  useServerRowPatches,
} from '@rewards/shared/query';
import { SavedViews, ServerListTable, useListView } from '@rewards/shared/table';
import { Button, ErrorState, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { useLoadFailureLog } from '../common/use-load-failure-log';
import { InboxFilters } from '../features/messages/inbox-filters';
import type { InboxFilters as Filters } from '../features/messages/inbox-rules';
import { messageColumns } from '../features/messages/message-columns';
import { MessageDialog } from '../features/messages/message-dialog';
import { useInbox } from '../features/messages/use-inbox';

const dataSet = DATA_SETS.contactMessages;

/** /messages, exposed as `mfe_content/MessagesPage`: what visitors sent through the contact forms. */
export default function MessagesPage() {
  const view = useListView(MESSAGE_LIST);
  const [scrolled, setScrolled] = useState(false);
  const hold = scrolled || view.filtered;
  const list = useServerList<InboxMessage>({
    dataSet,
    path: MESSAGE_LIST.path,
    query: view.query,
    holdNewRows: hold,
  });
  useLoadFailureLog(list.error, 'contact messages');
  const live = useLiveNewRows(dataSet, 'contact_message.created', hold);
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: [dataSet] });
  // A change puts the server's row in place; a deleted row leaves the list.
  const inbox = useInbox(useServerRowPatches<InboxMessage>(dataSet));
  const { openMessage } = inbox;
  const columns = useMemo(() => messageColumns(openMessage), [openMessage]);

  return (
    <Stack gap="5">
      <PageHeader
        title="Messages"
        description="What visitors sent through the contact forms. Unread messages come first."
        actions={
          <Button variant="outline" size="sm" onClick={reload} loading={list.isFetching}>
            Refresh
          </Button>
        }
      />
      <SavedViews list="messages" />
      <InboxFilters value={view.applied as Filters} onChange={view.apply} onClear={view.clear} />
      {list.error && <ErrorState title="Could not load messages" onRetry={reload} />}
      {list.total === null && !list.error && <LoadingState label="Loading messages..." />}
      {list.total !== null && (
        <ServerListTable
          list={list}
          view={view}
          columns={columns}
          noun="messages"
          emptyText={view.filtered ? 'No messages match these filters' : 'No messages yet'}
          caption="Contact messages"
          csv={{ path: `${MESSAGE_LIST.path}/export.csv`, fileName: MESSAGE_LIST.csvFileName }}
          live={live}
          onScrolledChange={setScrolled}
          rowHeight={64}
        />
      )}
      <MessageDialog inbox={inbox} />
    </Stack>
  );
}
