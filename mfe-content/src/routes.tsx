import type { StandaloneRoute } from '@rewards/shared/standalone';
import BannerPage from './pages/banner-page';
import CreateTaskPage from './pages/create-task-page';
import NotificationsPage from './pages/notifications-page';
import QuizTablePage from './pages/quiz-table-page';
import TaskHubPage from './pages/task-hub-page';

/** The pages this remote exposes, at the paths the shell mounts them on (standalone dev mode). */
export const routes: readonly StandaloneRoute[] = [
  { path: '/home-data', label: 'Home Manage', element: <BannerPage /> },
  { path: '/task-data', label: 'Task Manage', element: <TaskHubPage /> },
  { path: '/quiz_form', label: 'Create Task', element: <CreateTaskPage /> },
  { path: '/quiz_table', label: 'Quiz Table', element: <QuizTablePage /> },
  { path: '/notifications', label: 'Notifications', element: <NotificationsPage /> },
];
