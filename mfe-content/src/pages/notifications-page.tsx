import { useMemo } from 'react';
import { NOTIFICATION_LIST } from '@rewards/contract/lists';
import { DATA_SETS } from '@rewards/shared';
import type { Notification } from '@rewards/contract';
import { useServerRowPatches } from '@rewards/shared/query';
import {
  BulkActions,
  type BulkActionSpec,
  ListRefreshButton,
  ListScreen,
  ListScreenTable,
  SavedViews,
  useListScreen,
} from '@rewards/shared/table';
import { HStack, PageHeader, Stack } from '@rewards/shared/ui';
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
  const screen = useListScreen<Notification>({
    declaration: NOTIFICATION_LIST,
    prefetch: 'list',
    selectable: true,
    // docs/product.md#notifications: load failures are only logged; the page also shows a
    // quiet inline error so the admin is not left guessing (docs/spec-deviations.md).
    failureLog: '[mfe-content] failed to load notifications',
  });
  const { view } = screen;
  // An edit puts the server's row in place; an added row's place is the server's to say.
  const { replaceRow } = useServerRowPatches<Notification>(dataSet);
  const edit = useEditNotification(replaceRow);
  const { start } = edit;
  const columns = useMemo(() => notificationColumns(start), [start]);

  return (
    <Stack gap="5">
      <PageHeader
        title="Notifications"
        description="Messages sent to app users."
        actions={
          <HStack gap="2">
            <ListRefreshButton screen={screen} />
            <AddNotificationDialog onAdded={screen.reload} />
          </HStack>
        }
      />
      <SavedViews list="notifications" />
      <DateRangeFilter
        value={view.applied as DateRange}
        onChange={view.apply}
        onClear={view.clear}
      />
      <ListScreen
        screen={screen}
        errorTitle="Could not load notifications"
        loadingLabel="Loading notifications..."
      >
        <BulkActions {...screen.bulk} noun="notifications" dataSet={dataSet} actions={BULK} />
        <ListScreenTable
          screen={screen}
          columns={columns}
          noun="notifications"
          emptyText="No notifications found"
          caption="Notifications"
          csv={false}
          rowHeight={64}
        />
      </ListScreen>
      <EditNotificationDialog form={edit} />
    </Stack>
  );
}
