import { QueryProvider } from '@rewards/shared/query';
import { RequireAdmin } from '../auth/require-admin';
import { AdminLayout } from '../layout/admin-layout';

/**
 * Everything behind login: the guard around the sidebar/top-bar layout. The query client is
 * provided here rather than at the root, so a public visitor's first load carries no server-state
 * library.
 */
export function AdminArea() {
  return (
    <QueryProvider>
      <RequireAdmin>
        <AdminLayout />
      </RequireAdmin>
    </QueryProvider>
  );
}
