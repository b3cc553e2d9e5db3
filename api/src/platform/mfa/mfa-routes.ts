import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SESSION_COOKIE } from '@rewards/http-edge';
import type { FastifyRequest } from 'fastify';
import {
  FactorCodeBody,
  FactorStatusResponse,
  RecoveryCodesResponse,
  responses,
  SuccessMessage,
  TotpEnrolmentResponse,
} from '@rewards/contract';
import { HttpError } from '../../lib/http-error';
import { changeContext } from '../../lib/request-change-context';
import { checkOwnCode } from './own-code-check';
import { recoveryCodesLeft } from './recovery-codes';
import { confirmTotpEnrolment, removeTotp, startTotpEnrolment } from './factors';

// The signed-in admin's own second factor (Settings -> Security). Browser sessions only: a
// token can neither see nor change how its admin signs in.

const tags = ['admins'];
const config = { permission: 'account:self', sessionOnly: true } as const;

const sessionTokenOf = (request: FastifyRequest): string => {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw new HttpError(401, 'Not signed in');
  return token;
};

export const mfaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/mfa',
    {
      config,
      schema: {
        tags,
        summary: 'Your second factor: set up or not, recovery codes left',
        response: responses({ 200: FactorStatusResponse }),
      },
    },
    async (request) => {
      const ctx = changeContext(request);
      const factor = await app.db
        .selectFrom('admin_totp_factors')
        .select('confirmed_at')
        .where('admin_id', '=', ctx.adminId)
        .where('confirmed_at', 'is not', null)
        .executeTakeFirst();
      const confirmedAt = factor?.confirmed_at;
      return {
        success: true as const,
        data: {
          totpConfirmedAt: confirmedAt ? new Date(Number(confirmedAt)).toISOString() : null,
          recoveryCodesLeft: await recoveryCodesLeft(app.db, ctx.adminId),
          required: request.admin
            ? app.config.mfa.requiredRoles.includes(request.admin.role)
            : false,
          stepUpMinutes: app.config.mfa.stepUpMinutes,
        },
      };
    },
  );

  app.post(
    '/api/admin/mfa/totp',
    {
      config,
      schema: {
        tags,
        summary: 'Start setting up an authenticator app: its secret, as a QR code and a key',
        response: responses({ 200: TotpEnrolmentResponse }, [409]),
      },
    },
    async (request) => {
      const ctx = changeContext(request);
      const email = request.admin?.email ?? '';
      return { success: true as const, ...(await startTotpEnrolment(app.db, ctx, email)) };
    },
  );

  app.post(
    '/api/admin/mfa/totp/confirm',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm the app with its first code; answers ten recovery codes, once',
        body: FactorCodeBody,
        response: responses({ 200: RecoveryCodesResponse }, [409]),
      },
    },
    async (request) => {
      const codes = await confirmTotpEnrolment(
        app.db,
        changeContext(request),
        sessionTokenOf(request),
        request.body.code,
      );
      return { success: true as const, recoveryCodes: codes };
    },
  );

  app.post(
    '/api/admin/mfa/totp/remove',
    {
      config,
      schema: {
        tags,
        summary: 'Remove the authenticator app and its recovery codes (needs a current code)',
        body: FactorCodeBody,
        response: responses({ 200: SuccessMessage }, [409]),
      },
    },
    async (request) => {
      await checkOwnCode(request, { code: request.body.code });
      await removeTotp(app.db, changeContext(request));
      return { success: true as const, message: 'Authenticator app removed' };
    },
  );
};
