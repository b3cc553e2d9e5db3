import { useState } from 'react';
import type { EventType } from '@rewards/contract';
import type { ListSort } from '@rewards/contract/lists';
import type { DataSet } from '@rewards/shared';
import { useLiveNewRows, useQueryClient, useServerList } from '@rewards/shared/query';
import { type DataColumn, ServerListTable } from '@rewards/shared/table';
import { ErrorState, LoadingState } from '@rewards/shared/ui';
import { SectionFrame } from './section-frame';
import { useSectionView } from './use-section-view';

export interface SectionList {
  path: string;
  sortKeys: readonly string[];
  defaultSort: ListSort;
  csvFileName: string;
}

/** What differs between the sections of a user's page. */
export interface SectionSpec<Row extends { id: number }> {
  /** The heading; the empty table reads 'No <title>'. */
  title: string;
  list: SectionList;
  dataSet: DataSet;
  /** The event a new row of this list sends, for the "N new" notice. */
  createdEvent: EventType;
  columns: readonly DataColumn<Row>[];
  /** 'transactions' in '3 transactions'. */
  noun: string;
}

// At most about six rows tall (a shorter list takes less): four lists share the page.
const SECTION_HEIGHT = '340px';

/**
 * One list of a user's page: the list engine's rows filtered by `user=<id>` (decision 028),
 * paged as the table scrolls, sortable, with the server's CSV of the user's rows. Live as on
 * the list's screen: the user's new rows show at once at the top of the default order, and
 * wait behind "N new" while the admin has scrolled or sorted the section.
 */
export function UserListSection<Row extends { id: number }>(props: {
  section: SectionSpec<Row>;
  userId: number;
}) {
  const { section, userId } = props;
  const { title, list: declaration, dataSet } = section;
  const view = useSectionView(declaration, userId);
  const [scrolled, setScrolled] = useState(false);
  const hold = scrolled || 'sort' in view.query;
  const list = useServerList<Row>({
    dataSet,
    path: declaration.path,
    query: view.query,
    withAllTotal: false,
    holdNewRows: hold,
  });
  const live = useLiveNewRows(dataSet, section.createdEvent, hold, userId);
  const client = useQueryClient();
  return (
    <SectionFrame title={title} path={declaration.path}>
      {list.error && (
        <ErrorState
          title={`Could not load ${title.toLowerCase()}`}
          onRetry={() => void client.invalidateQueries({ queryKey: [dataSet, 'list'] })}
        />
      )}
      {list.total === null && !list.error && (
        <LoadingState label={`Loading ${title.toLowerCase()}...`} />
      )}
      {list.total !== null && (
        <ServerListTable
          list={list}
          view={view}
          columns={section.columns}
          noun={section.noun}
          emptyText={`No ${title.toLowerCase()}`}
          caption={title}
          csv={{ path: `${declaration.path}/export.csv`, fileName: declaration.csvFileName }}
          height={SECTION_HEIGHT}
          live={live}
          onScrolledChange={setScrolled}
        />
      )}
    </SectionFrame>
  );
}
