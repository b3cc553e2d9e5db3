import { useEffect, useMemo, useState } from 'react';
import { NOTIFICATION_LIST } from '@rewards/contract/lists';
import { DATA_SETS } from '@rewards/shared';
import type { Notification } from '@rewards/contract';
import {
  useLiveNewRows,
  useQueryClient,
  useServerList,
  useServerRowPatches,
  usePrefetchServerList,
} from '@rewards/shared/query';
import {
  BulkActions,
  type BulkActionSpec,
  SavedViews,
  ServerListTable,
  useListView,
  useSelection,
} from '@rewards/shared/table';
import { Button, ErrorState, HStack, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { DateRangeFilter, type DateRange } from '../common/date-range-filter';
import { AddNotificationDialog } from '../features/notifications/add-notification-dialog';
import { EditNotificationDialog } from '../features/notifications/edit-notification-dialog';
import { notificationColumns } from '../features/notifications/notification-columns';
import { useEditNotification } from '../features/notifications/use-edit-notification';

const dataSet = DATA_SETS.notifications;
const BULK: readonly BulkActionSpec<Notification>[] = [
  {
    label: 'Delete',
    question: (s) => `Delete ${s.count.toLocaleString('en-IN')} notifications?`,
    past: 'deleted',
    running: 'Deleting',
    path: '/notifications/bulk/delete',
    body: {},
    destructive: true,
  },
];

/** /notifications, exposed as `mfe_content/NotificationsPage` (default export: federation boundary). */
export default function NotificationsPage() {
  const view = useListView(
    NOTIFICATION_LIST,
    usePrefetchServerList({ dataSet, path: NOTIFICATION_LIST.path }),
  );
  const [scrolled, setScrolled] = useState(false);
  const hold = scrolled || view.filtered;
  const list = useServerList<Notification>({
    dataSet,
    path: NOTIFICATION_LIST.path,
    query: view.query,
    holdNewRows: hold,
  });
  const live = useLiveNewRows(dataSet, 'notification.created', hold);
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: [dataSet] });
  // An edit puts the server's row in place; an added row's place is the server's to say.
  const { replaceRow } = useServerRowPatches<Notification>(dataSet);
  const selection = useSelection<Notification>({
    filter: view.query,
    total: list.total ?? 0,
    rowAt: list.rowAt,
    rowsBetween: list.rowsBetween,
  });
  const edit = useEditNotification(replaceRow);
  const { start } = edit;
  const columns = useMemo(() => notificationColumns(start), [start]);
  useEffect(() => {
    // docs/product.md#notifications: load failures are only logged; the page also shows a
    // quiet inline error so the admin is not left guessing (docs/spec-deviations.md).
    if (list.error) console.error('[mfe-content] failed to load notifications', list.error);
  }, [list.error]);

  return (
    <Stack gap="5">
      <PageHeader
        title="Notifications"
        description="Messages sent to app users."
        actions={
          <HStack gap="2">
            <Button variant="outline" size="sm" onClick={reload} loading={list.isFetching}>
              Refresh
            </Button>
            <AddNotificationDialog onAdded={reload} />
          </HStack>
        }
      />
      <SavedViews list="notifications" />
      <DateRangeFilter
        value={view.applied as DateRange}
        onChange={view.apply}
        onClear={view.clear}
      />
      {list.error && <ErrorState title="Could not load notifications" onRetry={reload} />}
      {list.total === null && !list.error && <LoadingState label="Loading notifications..." />}
      {list.total !== null && (
        <BulkActions
          selection={selection}
          total={list.total}
          totalIsEstimate={list.totalIsEstimate}
          noun="notifications"
          dataSet={dataSet}
          actions={BULK}
        />
      )}
      {list.total !== null && (
        <ServerListTable
          selection={selection}
          list={list}
          view={view}
          columns={columns}
          noun="notifications"
          emptyText="No notifications found"
          caption="Notifications"
          live={live}
          onScrolledChange={setScrolled}
          rowHeight={64}
        />
      )}
      <EditNotificationDialog form={edit} />
    </Stack>
  );
}
