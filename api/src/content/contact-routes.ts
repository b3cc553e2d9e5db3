import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactMessage, responses, SuccessMessage } from '@rewards/contract';

/** Public: the contact forms (landing page and /contact). Rate limited per IP since anyone can call it. */
export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['public'],
        summary: 'Send a message from the public site',
        security: [],
        body: ContactMessage,
        response: responses({ 200: SuccessMessage }, [429]),
      },
      config: { rateLimit: { max: app.config.contactRateLimit, timeWindow: 60_000 } },
    },
    async (request) => {
      // The honeypot was filled: a bot. It gets the usual answer so it has nothing to learn.
      if (request.body.website) return { success: true as const, message: 'Message received' };
      await app.db
        .insertInto('contact_messages')
        .values({
          name: request.body.name.trim(),
          email: request.body.email.trim(),
          message: request.body.message.trim(),
          ip: request.ip,
          created_at: app.config.now().toISOString(),
        })
        .execute();
      return { success: true as const, message: 'Message received' };
    },
  );
};
