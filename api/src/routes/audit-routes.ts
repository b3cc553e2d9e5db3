import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPageResponse, AuditQuery, responses, roleHas } from '@rewards/contract';
import { auditPage } from '../services/audit-queries';

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/audit',
    {
      // Finance reads money actions only; the whole trail needs audit:read (owners).
      config: { permission: 'audit:read-money' },
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first, one keyset page at a time',
        querystring: AuditQuery,
        response: responses({ 200: AuditPageResponse }),
      },
    },
    async (request) => {
      const role = request.admin?.role;
      const moneyOnly = role === undefined || !roleHas(role, 'audit:read');
      return { success: true as const, ...(await auditPage(app.db, request.query, moneyOnly)) };
    },
  );
};
