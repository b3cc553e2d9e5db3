import { DataTable } from '@rewards/shared/table';
import { Button, ErrorState, LoadingState, PageHeader, Stack } from '@rewards/shared/ui';
import { notificationColumns } from '../features/notifications/notification-columns';
import { useNotifications } from '../hooks/use-notifications';

/** /notifications, exposed as `mfe_content/NotificationsPage` (default export: federation boundary). */
export default function NotificationsPage() {
  const { data: rows, status, reload } = useNotifications();

  return (
    <Stack gap="5">
      <PageHeader
        title="Notifications"
        description="Messages sent to app users."
        actions={
          <Button variant="outline" size="sm" onClick={reload} loading={status === 'loading'}>
            Refresh
          </Button>
        }
      />
      {status === 'error' && <ErrorState title="Could not load notifications" onRetry={reload} />}
      {status === 'loading' && rows.length === 0 && (
        <LoadingState label="Loading notifications..." />
      )}
      {(status === 'ready' || (status === 'loading' && rows.length > 0)) && (
        <DataTable
          rows={rows}
          columns={notificationColumns}
          getRowId={(row) => row.id}
          emptyText="No notifications found"
          caption="Notifications"
          rowHeight={64}
        />
      )}
    </Stack>
  );
}
