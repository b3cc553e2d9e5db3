import { useState } from 'react';
import type { InboxMessage } from '@rewards/contract';
import { useLiveRows } from '@rewards/shared';
import { DataTable, NewRowsNotice, type DataColumn } from '@rewards/shared/table';
import { Flex } from '@rewards/shared/ui';

interface InboxTableProps {
  rows: readonly InboxMessage[];
  shown: readonly InboxMessage[];
  filtered: boolean;
  columns: readonly DataColumn<InboxMessage>[];
}

/**
 * The loaded inbox. Messages arriving live appear highlighted, or behind a "N new" notice
 * while the admin is scrolled down or filtering.
 */
export function InboxTable({ rows, shown, filtered, columns }: InboxTableProps) {
  const [scrolled, setScrolled] = useState(false);
  const live = useLiveRows(rows, scrolled || filtered);
  return (
    <>
      {live.newCount > 0 && (
        <Flex justify="flex-end">
          <NewRowsNotice count={live.newCount} noun="messages" onShow={live.showNew} />
        </Flex>
      )}
      <DataTable
        rows={shown.filter(live.isShown)}
        columns={columns}
        getRowId={(row) => row.id}
        emptyText={filtered ? 'No messages match these filters' : 'No messages yet'}
        caption="Contact messages"
        rowHeight={64}
        isFresh={live.isFresh}
        onScrolledChange={setScrolled}
      />
    </>
  );
}
