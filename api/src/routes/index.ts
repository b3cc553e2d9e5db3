import type { FastifyInstance } from 'fastify';
import { bulkRoutes } from '../bulk/bulk-routes';
import { listEngineRoutes } from '../lists/list-catalogue';
import { adminsRoutes } from './admins-routes';
import { apiTokenRoutes } from './api-token-routes';
import { authRoutes } from './auth-routes';
import { bannersRoutes } from './banners-routes';
import { contactInboxRoutes } from './contact-inbox-routes';
import { contactRoutes } from './contact-routes';
import { cryptoRoutes } from './crypto-routes';
import { dashboardRoutes } from './dashboard-routes';
import { deploymentRoutes } from './deployment-routes';
import { eventsRoutes } from './events-routes';
import { healthRoutes } from './health-routes';
import { notificationsRoutes } from './notifications-routes';
import { platformRoutes } from './platform-routes';
import { quizzesRoutes } from './quizzes-routes';
import { savedViewsRoutes } from './saved-views-routes';
import { upiRoutes } from './upi-routes';
import { uploadsRoutes } from './uploads-routes';
import { userDetailRoutes } from './user-detail-routes';
import { usersRoutes } from './users-routes';
import { videosRoutes } from './videos-routes';
import { walletChangesRoutes } from './wallet-changes-routes';
import { walletRoutes } from './wallet-routes';
import { withdrawalsRoutes } from './withdrawals-routes';

/** Every route module; the auth hook protects all of them unless public-routes.ts says otherwise. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of [
    healthRoutes,
    authRoutes,
    adminsRoutes,
    apiTokenRoutes,
    contactRoutes,
    contactInboxRoutes,
    dashboardRoutes,
    eventsRoutes,
    usersRoutes,
    userDetailRoutes,
    walletRoutes,
    walletChangesRoutes,
    withdrawalsRoutes,
    cryptoRoutes,
    notificationsRoutes,
    upiRoutes,
    quizzesRoutes,
    videosRoutes,
    bannersRoutes,
    uploadsRoutes,
    platformRoutes,
    deploymentRoutes,
    savedViewsRoutes,
    ...listEngineRoutes,
    bulkRoutes,
  ]) {
    await app.register(routes);
  }
}
