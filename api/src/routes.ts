import type { FastifyInstance } from 'fastify';
import { bulkRoutes } from './bulk-routes';
import { listEngineRoutes } from './list-catalogue';
import { adminsRoutes } from './platform/access/admins-routes';
import { apiTokenRoutes } from './platform/access/api-token-routes';
import { authRoutes } from './platform/access/auth-routes';
import { bannersRoutes } from './content/banners-routes';
import { contactInboxRoutes } from './content/contact-inbox-routes';
import { contactRoutes } from './content/contact-routes';
import { cryptoRoutes } from './money/crypto-routes';
import { dashboardRoutes } from './platform/dashboard/dashboard-routes';
import { deploymentRoutes } from './platform/remotes/deployment-routes';
import { eventsRoutes } from './platform/events-routes';
import { healthRoutes } from './platform/health-routes';
import { mfaRoutes } from './platform/mfa/mfa-routes';
import { passkeyRoutes } from './platform/mfa/passkey-routes';
import { factorResetRoutes } from './platform/mfa/factor-reset-routes';
import { stepUpRoutes } from './platform/mfa/step-up-routes';
import { notificationsRoutes } from './content/notifications-routes';
import { platformRoutes } from './platform/remotes/platform-routes';
import { quizzesRoutes } from './content/quizzes-routes';
import { reviewRoutes } from './money/review-routes';
import { savedViewsRoutes } from './platform/saved-views-routes';
import { ssoRoutes } from './platform/sso/sso-routes';
import { upiRoutes } from './money/upi-routes';
import { uploadsRoutes } from './content/uploads-routes';
import { userDetailRoutes } from './users/user-detail-routes';
import { usersRoutes } from './users/users-routes';
import { videosRoutes } from './content/videos-routes';
import { walletChangesRoutes } from './money/wallet-changes-routes';
import { walletRoutes } from './money/wallet-routes';
import { withdrawalsRoutes } from './money/withdrawals-routes';

/** Every route module; the auth hook protects all of them unless public-routes.ts says otherwise. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of [
    healthRoutes,
    authRoutes,
    ssoRoutes,
    mfaRoutes,
    passkeyRoutes,
    factorResetRoutes,
    stepUpRoutes,
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
    reviewRoutes,
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
    await app.register(named(routes));
  }
}

/**
 * A plugin without a display name makes Fastify look for it in every module of require.cache,
 * once per registration (~75 ms an app under Jest's module registry); its function name is
 * what that search falls back to anyway.
 */
function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: plugin.name || 'routes' });
}
