import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  InboxListResponse,
  InboxMessageChange,
  InboxMessageResponse,
  InboxUnreadResponse,
  responses,
  SuccessMessage,
} from '@rewards/contract';
import type { FastifyReply } from 'fastify';
import { wholeListStream } from '../lists/list-json-stream';
import { messageSource } from './message-source';
import { changeInboxMessage, countUnread, deleteInboxMessage } from './contact-inbox';
import { changeContext } from '../lib/request-change-context';

const tags = ['contact inbox'];
/** The old endpoint's order: newest first, whether read or not. */
const NEWEST_FIRST = { key: 'date', direction: 'desc' } as const;

/** The admins' Messages screen: what visitors sent through the contact forms. */
export const contactInboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/contact-messages',
    {
      schema: {
        tags,
        summary: 'Contact messages, newest first (deprecated: every row at once)',
        description:
          'Streamed for compatibility; the Messages screen reads `GET /api/messages` a page at a time.',
        deprecated: true,
        response: responses({ 200: InboxListResponse }),
      },
      config: { permission: 'contact:read' },
    },
    async (_request, reply) =>
      // The body is a stream, not the object the schema documents.
      (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(await wholeListStream(app, messageSource, 'data', NEWEST_FIRST)),
  );

  app.get(
    '/api/contact-messages/unread-count',
    {
      schema: {
        tags,
        summary: 'How many messages no admin has opened (the sidebar badge)',
        response: responses({ 200: InboxUnreadResponse }),
      },
      config: { permission: 'contact:read' },
    },
    async () => ({ success: true as const, data: { unread: await countUnread(app.db) } }),
  );

  app.put(
    '/api/contact-messages/:id',
    {
      schema: {
        tags,
        summary: 'Mark read or unread, handled or open',
        params: IdParams,
        body: InboxMessageChange,
        response: responses({ 200: InboxMessageResponse }, [404]),
      },
      config: { permission: 'contact:manage' },
    },
    async (request) => ({
      success: true as const,
      data: await changeInboxMessage(
        app.db,
        changeContext(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/api/contact-messages/:id',
    {
      schema: {
        tags,
        summary: 'Delete a contact message',
        params: IdParams,
        response: responses({ 200: SuccessMessage }, [404]),
      },
      config: { permission: 'contact:manage' },
    },
    async (request) => {
      await deleteInboxMessage(app.db, changeContext(request), request.params.id);
      return { success: true as const, message: 'Message deleted' };
    },
  );
};
