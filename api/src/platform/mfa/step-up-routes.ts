import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SESSION_COOKIE } from '@rewards/http-edge';
import { FactorProofBody, OkResponse, responses } from '@rewards/contract';
import { HttpError } from '../../lib/http-error';
import { changeContext } from '../../lib/request-change-context';
import { writeAudit } from '../audit/audit';
import { checkOwnCode } from './own-code-check';
import { markFactorChecked } from '../access/session-store';

// The fresh check before large decisions (step-up): a current code marks this session checked
// for STEP_UP_MINUTES; the screen then sends the refused request again.

const FACTOR_LABEL = { totp: 'app-code', recovery: 'recovery-code', passkey: 'passkey' } as const;

export const stepUpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/admin/mfa/step-up',
    {
      config: {
        permission: 'account:self',
        sessionOnly: true,
        rateLimit: { max: app.config.loginRateLimit, timeWindow: 60_000 },
      },
      schema: {
        tags: ['admins'],
        summary: 'Confirm it is you with a code or a passkey before a large decision',
        body: FactorProofBody,
        response: responses({ 200: OkResponse }, [409, 429]),
      },
    },
    async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) throw new HttpError(401, 'Not signed in');
      const proof = await checkOwnCode(request, request.body, 'admin.step_up_failed');
      const ctx = changeContext(request);
      await app.db.transaction().execute(async (trx) => {
        await markFactorChecked(trx, token, Date.parse(ctx.at));
        await writeAudit(trx, {
          adminId: ctx.adminId,
          action: 'admin.step_up',
          entity: 'admin',
          entityId: ctx.adminId,
          before: null,
          after: { factor: FACTOR_LABEL[proof] },
          at: ctx.at,
          ip: ctx.ip,
        });
      });
      return { success: true as const };
    },
  );
};
