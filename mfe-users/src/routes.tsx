import { standaloneRoutes } from '@rewards/shared/standalone';
import UserDetailPage from './pages/user-detail-page';
import UserTablePage from './pages/user-table-page';

/** The pages this remote exposes, at the paths the shell mounts them on (standalone dev mode). */
export const routes = standaloneRoutes('mfe_users', { UserTablePage, UserDetailPage });
