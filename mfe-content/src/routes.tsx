import { standaloneRoutes } from '@rewards/shared/standalone';
import BannerPage from './pages/banner-page';
import CreateTaskPage from './pages/create-task-page';
import MessagesPage from './pages/messages-page';
import NotificationsPage from './pages/notifications-page';
import QuizTablePage from './pages/quiz-table-page';
import TaskHubPage from './pages/task-hub-page';

/** The pages this remote exposes, at the paths the shell mounts them on (standalone dev mode). */
export const routes = standaloneRoutes('mfe_content', {
  BannerPage,
  TaskHubPage,
  CreateTaskPage,
  QuizTablePage,
  NotificationsPage,
  MessagesPage,
});
