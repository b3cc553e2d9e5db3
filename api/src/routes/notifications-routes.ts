import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EditNotificationBody,
  IdParams,
  NewNotificationBody,
  NotificationListResponse,
  NotificationResponse,
  responses,
} from '@rewards/contract';
import {
  createNotification,
  listNotifications,
  updateNotification,
} from '../services/notification-service';
import { changeContext } from './change-context';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/notifications/all',
    {
      config: { permission: 'notifications:read' },
      schema: {
        tags,
        summary: 'Notifications, newest first',
        response: responses({ 200: NotificationListResponse }),
      },
    },
    async () => ({ success: true as const, data: await listNotifications(app.db) }),
  );

  app.post(
    '/api/notifications',
    {
      config: { permission: 'notifications:write' },
      schema: {
        tags,
        body: NewNotificationBody,
        response: responses({ 200: NotificationResponse }, [404]),
      },
    },
    async (request) => ({
      success: true as const,
      data: await createNotification(
        app.db,
        changeContext(request),
        request.body.user_id,
        request.body.message,
      ),
    }),
  );

  app.put(
    '/api/notifications/:id',
    {
      config: { permission: 'notifications:write' },
      schema: {
        tags,
        params: IdParams,
        body: EditNotificationBody,
        response: responses({ 200: NotificationResponse }, [404]),
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateNotification(
        app.db,
        changeContext(request),
        request.params.id,
        request.body.message,
      ),
    }),
  );
};
