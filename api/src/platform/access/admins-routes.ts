import { requireFreshCheck } from '../mfa/step-up';
import { SESSION_COOKIE } from '@rewards/http-edge';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminAccountResponse,
  AdminListResponse,
  AdminSessionListResponse,
  ChangePasswordBody,
  CreateAdminBody,
  IdParams,
  OkResponse,
  responses,
  SessionIdParams,
  UpdateAdminBody,
} from '@rewards/contract';
import { HttpError } from '../../lib/http-error';
import { createAdmin, listAdmins, updateAdmin } from './admin-accounts';
import { changeOwnPassword, listOwnSessions, revokeOwnSession } from './own-account';
import { changeContext } from '../../lib/request-change-context';

const tags = ['admins'];

/** Admin accounts (owners) and every admin's own password and sessions. */
export const adminsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Creating or changing an admin account needs a signed-in browser, never an API token:
  // a stolen owner token could otherwise make an owner account of its own and, signed in as
  // it, mint new tokens that outlive the stolen one's revocation (the attack review).
  const accountChange = { permission: 'admins:manage', sessionOnly: true } as const;

  const sessionToken = (cookies: Record<string, string | undefined>): string => {
    const token = cookies[SESSION_COOKIE];
    if (!token) throw new HttpError(401, 'Not signed in');
    return token;
  };

  app.get(
    '/api/admins',
    {
      config: { permission: 'admins:manage' },
      schema: {
        tags,
        summary: 'Every admin account',
        response: responses({ 200: AdminListResponse }),
      },
    },
    async () => ({ success: true as const, data: await listAdmins(app.db) }),
  );

  app.post(
    '/api/admins',
    {
      config: accountChange,
      schema: {
        tags,
        summary: 'Create an admin with a one-time password',
        body: CreateAdminBody,
        response: responses({ 200: AdminAccountResponse }, [409]),
      },
    },
    async (request) => ({
      success: true as const,
      data: await createAdmin(app.db, changeContext(request), request.body),
    }),
  );

  app.patch(
    '/api/admins/:id',
    {
      config: accountChange,
      schema: {
        tags,
        summary: "Change an admin's role, disable (ends their sessions) or re-enable them",
        params: IdParams,
        body: UpdateAdminBody,
        response: responses({ 200: AdminAccountResponse }, [404, 409]),
      },
    },
    async (request) => {
      // Changing a role is a large decision (step-up); disabling an account is not held up.
      if (request.body.role !== undefined) requireFreshCheck(request);
      return {
        success: true as const,
        data: await updateAdmin(app.db, changeContext(request), request.params.id, request.body),
      };
    },
  );

  app.post(
    '/api/admins/me/password',
    {
      config: { permission: 'account:self' },
      schema: {
        tags,
        summary: 'Change your own password (ends your other sessions)',
        body: ChangePasswordBody,
        response: responses({ 200: OkResponse }),
      },
    },
    async (request) => {
      const token = sessionToken(request.cookies);
      await changeOwnPassword(app.db, changeContext(request), token, request.body);
      return { success: true as const };
    },
  );

  app.get(
    '/api/admins/me/sessions',
    {
      config: { permission: 'account:self' },
      schema: {
        tags,
        summary: 'Your active sessions',
        response: responses({ 200: AdminSessionListResponse }),
      },
    },
    async (request) => {
      const { adminId } = changeContext(request);
      const data = await listOwnSessions(app.db, adminId, sessionToken(request.cookies));
      return { success: true as const, data };
    },
  );

  app.delete(
    '/api/admins/me/sessions/:id',
    {
      config: { permission: 'account:self' },
      schema: {
        tags,
        summary: 'Sign out one of your sessions',
        params: SessionIdParams,
        response: responses({ 200: OkResponse }, [404]),
      },
    },
    async (request) => {
      await revokeOwnSession(app.db, changeContext(request).adminId, request.params.id);
      return { success: true as const };
    },
  );
};
