import { useEffect } from 'react';
import { provideRemoteLoader } from '@rewards/shared';
import { QueryProvider } from '@rewards/shared/query';
import { setFailureSender } from '../remotes/failure-reporter';
import { sendFailureReports } from '../remotes/failure-sender';
import { loadRemoteModule } from '../remotes/remote-registry';
import { RequireAdmin } from '../auth/require-admin';
import { handOverBootFirstList } from './boot-handover';
import { takeBootAdmin } from './boot-requests';
import { AdminLayout } from '../layout/admin-layout';

// Once, as the admin area's code arrives and before its first render: the screen's first list
// page, asked for at boot, waits in the cache for the screen (decision 064).
handOverBootFirstList();

/**
 * Everything behind login: the guard around the sidebar/top-bar layout. The query client is
 * provided here rather than at the root, so a public visitor's first load carries no server-state
 * library.
 */
export function AdminArea() {
  // From now on this page reports failing remotes (for the rest of the page view).
  useEffect(() => setFailureSender(sendFailureReports), []);
  // Admin pages may embed another remote's part (decision 041); they load it only after their
  // own module arrived, so after this effect.
  useEffect(() => provideRemoteLoader(loadRemoteModule), []);
  return (
    <QueryProvider>
      <RequireAdmin startedCheck={takeBootAdmin}>
        <AdminLayout />
      </RequireAdmin>
    </QueryProvider>
  );
}
