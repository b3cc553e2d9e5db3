import { useMemo } from 'react';
import { isWithinDateRange, useUrlFilters } from '@rewards/shared';
import { DataTable, ShowingLine } from '@rewards/shared/table';
import { Button, ErrorState, HStack, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { DateRangeFilter, type DateRange } from '../common/date-range-filter';
import { AddNotificationDialog } from '../features/notifications/add-notification-dialog';
import { EditNotificationDialog } from '../features/notifications/edit-notification-dialog';
import { notificationColumns } from '../features/notifications/notification-columns';
import { useEditNotification } from '../features/notifications/use-edit-notification';
import { useNotifications } from '../features/notifications/use-notifications';

const NO_RANGE: DateRange = { from: '', to: '' };

/** /notifications, exposed as `mfe_content/NotificationsPage` (default export: federation boundary). */
export default function NotificationsPage() {
  const { data: rows, status, refreshing, reload } = useNotifications();
  const [range, setRange, clearRange] = useUrlFilters(NO_RANGE);
  const edit = useEditNotification(reload);
  const { start } = edit;
  const columns = useMemo(() => notificationColumns(start), [start]);
  const shown = useMemo(
    () => rows.filter((row) => isWithinDateRange(row.created_at, range.from, range.to)),
    [rows, range.from, range.to],
  );
  const filtered = Boolean(range.from || range.to);

  return (
    <Stack gap="5">
      <PageHeader
        title="Notifications"
        description="Messages sent to app users."
        actions={
          <HStack gap="2">
            <Button variant="outline" size="sm" onClick={reload} loading={status === 'loading'}>
              Refresh
            </Button>
            <AddNotificationDialog onAdded={reload} />
          </HStack>
        }
      />
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <DateRangeFilter value={range} onChange={setRange} onClear={clearRange} />
        <ShowingLine
          shown={shown.length}
          total={rows.length}
          noun="notifications"
          active={status === 'ready' && filtered}
        />
      </HStack>
      {status === 'error' && <ErrorState title="Could not load notifications" onRetry={reload} />}
      {status === 'loading' && !refreshing && <LoadingState label="Loading notifications..." />}
      {(status === 'ready' || refreshing) && (
        <DataTable
          rows={shown}
          columns={columns}
          getRowId={(row) => row.id}
          emptyText="No notifications found"
          caption="Notifications"
          rowHeight={64}
        />
      )}
      <EditNotificationDialog form={edit} />
    </Stack>
  );
}
