import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { wholeListStream } from '../lists/list-json-stream';
import { notificationSource } from './notification-source';
import {
  EditNotificationBody,
  IdParams,
  NewNotificationBody,
  NotificationListResponse,
  NotificationResponse,
  responses,
  SuccessMessage,
} from '@rewards/contract';
import { createNotification, deleteNotification, updateNotification } from './notification-service';
import { changeContext } from '../lib/request-change-context';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/notifications/all',
    {
      config: { permission: 'notifications:read' },
      schema: {
        tags,
        summary: 'Notifications, newest first (deprecated: every row at once)',
        description:
          'Streamed for compatibility; screens read `GET /api/notifications` a page at a time.',
        deprecated: true,
        response: responses({ 200: NotificationListResponse }),
      },
    },
    async (_request, reply) =>
      // The body is a stream, not the object the schema documents.
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(await wholeListStream(app, notificationSource, 'data')),
  );

  app.post(
    '/api/notifications',
    {
      config: { permission: 'notifications:write' },
      schema: {
        tags,
        summary: 'Send a notification to every user or to one user',
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
        summary: 'Edit a notification',
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
  app.delete(
    '/api/notifications/:id',
    {
      config: { permission: 'notifications:write' },
      schema: {
        tags,
        summary: 'Delete a notification',
        params: IdParams,
        response: responses({ 200: SuccessMessage }, [404]),
      },
    },
    async (request) => {
      await deleteNotification(app.db, changeContext(request), request.params.id);
      return { success: true as const, message: 'Notification deleted' };
    },
  );
};
