import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'mfe_content',
  dir: __dirname,
  port: 3003,
  title: 'Content — Admin Panel',
  exposes: {
    './BannerPage': './src/pages/banner-page.tsx',
    './TaskHubPage': './src/pages/task-hub-page.tsx',
    './CreateTaskPage': './src/pages/create-task-page.tsx',
    './QuizTablePage': './src/pages/quiz-table-page.tsx',
    './NotificationsPage': './src/pages/notifications-page.tsx',
  },
});
