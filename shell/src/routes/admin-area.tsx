import { useEffect } from 'react';
import { QueryProvider } from '@rewards/shared/query';
import { setFailureSender } from '../remotes/failure-reporter';
import { sendFailureReports } from '../remotes/failure-sender';
import { RequireAdmin } from '../auth/require-admin';
import { AdminLayout } from '../layout/admin-layout';

/**
 * Everything behind login: the guard around the sidebar/top-bar layout. The query client is
 * provided here rather than at the root, so a public visitor's first load carries no server-state
 * library.
 */
export function AdminArea() {
  // From now on this page reports failing remotes (for the rest of the page view).
  useEffect(() => setFailureSender(sendFailureReports), []);
  return (
    <QueryProvider>
      <RequireAdmin>
        <AdminLayout />
      </RequireAdmin>
    </QueryProvider>
  );
}
