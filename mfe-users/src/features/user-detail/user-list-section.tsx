import type { ListSort } from '@rewards/contract/lists';
import type { DataSet } from '@rewards/shared';
import { useQueryClient, useServerList } from '@rewards/shared/query';
import { type DataColumn, ServerListTable } from '@rewards/shared/table';
import { ErrorState, Heading, LoadingState, Stack } from '@rewards/shared/ui';
import { useSectionView } from './use-section-view';

export interface SectionList {
  path: string;
  sortKeys: readonly string[];
  defaultSort: ListSort;
  csvFileName: string;
}

interface UserListSectionProps<Row extends { id: number }> {
  title: string;
  list: SectionList;
  dataSet: DataSet;
  userId: number;
  columns: readonly DataColumn<Row>[];
  /** 'transactions' in '3 transactions'. */
  noun: string;
  emptyText: string;
}

// At most about six rows tall (a shorter list takes less): four lists share the page.
const SECTION_HEIGHT = '340px';

/**
 * One list of a user's page: the list engine's rows filtered by `user=<id>` (decision 028),
 * paged as the table scrolls, sortable, with the server's CSV of the user's rows.
 */
export function UserListSection<Row extends { id: number }>(props: UserListSectionProps<Row>) {
  const { title, list: declaration, dataSet, userId } = props;
  const view = useSectionView(declaration, userId);
  const list = useServerList<Row>({
    dataSet,
    path: declaration.path,
    query: view.query,
    withAllTotal: false,
  });
  const client = useQueryClient();
  const headingId = `user-section-${declaration.path.replace(/\W/g, '')}`;
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        {title}
      </Heading>
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
          columns={props.columns}
          noun={props.noun}
          emptyText={props.emptyText}
          caption={title}
          csv={{ path: `${declaration.path}/export.csv`, fileName: declaration.csvFileName }}
          height={SECTION_HEIGHT}
        />
      )}
    </Stack>
  );
}
