import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, responses, UserReferralsResponse, UserResponse } from '@rewards/contract';
import { userById, userReferrals } from './user-detail';

const tags = ['users'];
const config = { permission: 'users:read' as const };

/** A user's page (/user-table/:id): the user and their referrals. */
export const userDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/users/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "One user; 404 'User not found', or 'User #<id> was deleted' when the audit says so",
        params: IdParams,
        response: responses({ 200: UserResponse }, [404]),
      },
    },
    async (request) => ({
      success: true as const,
      user: await userById(app.db, request.params.id),
    }),
  );

  app.get(
    '/api/users/:id/referrals',
    {
      config,
      schema: {
        tags,
        summary: 'Who referred the user, and the users they referred (counted; the first 100)',
        params: IdParams,
        response: responses({ 200: UserReferralsResponse }, [404]),
      },
    },
    async (request) => ({
      success: true as const,
      data: await userReferrals(app.db, request.params.id),
    }),
  );
};
