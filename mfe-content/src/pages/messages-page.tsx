import { useMemo } from 'react';
import type { InboxMessage } from '@rewards/contract';
import { MESSAGE_LIST } from '@rewards/contract/lists';
import { DATA_SETS } from '@rewards/shared';
import { useServerRowPatches } from '@rewards/shared/query';
import {
  ListRefreshButton,
  ListScreen,
  ListScreenTable,
  SavedViews,
  useListScreen,
} from '@rewards/shared/table';
import { PageHeader, Stack } from '@rewards/shared/ui';
import { InboxFilters } from '../features/messages/inbox-filters';
import type { InboxFilters as Filters } from '../features/messages/inbox-rules';
import { messageColumns } from '../features/messages/message-columns';
import { MessageDialog } from '../features/messages/message-dialog';
import { useInbox } from '../features/messages/use-inbox';

const dataSet = DATA_SETS.contactMessages;

/** /messages, exposed as `mfe_content/MessagesPage`: what visitors sent through the contact forms. */
export default function MessagesPage() {
  const screen = useListScreen<InboxMessage>({
    declaration: MESSAGE_LIST,
    failureLog: '[mfe-content] failed to load contact messages',
  });
  const { view } = screen;
  // A change puts the server's row in place; a deleted row leaves the list.
  const inbox = useInbox(useServerRowPatches<InboxMessage>(dataSet));
  const { openMessage } = inbox;
  const columns = useMemo(() => messageColumns(openMessage), [openMessage]);

  return (
    <Stack gap="5">
      <PageHeader
        title="Messages"
        description="What visitors sent through the contact forms. Unread messages come first."
        actions={<ListRefreshButton screen={screen} />}
      />
      <SavedViews list="messages" />
      <InboxFilters value={view.applied as Filters} onChange={view.apply} onClear={view.clear} />
      <ListScreen
        screen={screen}
        errorTitle="Could not load messages"
        loadingLabel="Loading messages..."
      >
        <ListScreenTable
          screen={screen}
          columns={columns}
          noun="messages"
          emptyText={view.filtered ? 'No messages match these filters' : 'No messages yet'}
          caption="Contact messages"
          rowHeight={64}
        />
      </ListScreen>
      <MessageDialog inbox={inbox} />
    </Stack>
  );
}
