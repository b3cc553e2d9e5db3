import { RequireAdmin } from '../auth/require-admin';
import { AdminLayout } from '../layout/admin-layout';

/** Everything behind login: the guard around the sidebar/top-bar layout. */
export function AdminArea() {
  return (
    <RequireAdmin>
      <AdminLayout />
    </RequireAdmin>
  );
}
