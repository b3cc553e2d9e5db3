import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AuditExportQuery,
  AuditPageResponse,
  AuditQuery,
  responses,
  roleHas,
  type Role,
} from '@rewards/contract';
import { auditCsv } from '../services/audit-csv';
import { auditPage } from '../services/audit-queries';

// Finance reads money actions only; the whole trail needs audit:read (owners).
const moneyOnly = (role: Role | undefined) => role === undefined || !roleHas(role, 'audit:read');

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/audit',
    {
      config: { permission: 'audit:read-money' },
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first, one keyset page at a time',
        querystring: AuditQuery,
        response: responses({ 200: AuditPageResponse }),
      },
    },
    async (request) => {
      const page = await auditPage(app.db, request.query, moneyOnly(request.admin?.role));
      return { success: true as const, ...page };
    },
  );

  app.get(
    '/api/audit/export.csv',
    {
      config: { permission: 'audit:read-money' },
      schema: {
        tags: ['audit'],
        summary: 'Every audit row matching the filters as CSV, newest first, streamed',
        querystring: AuditExportQuery,
        produces: ['text/csv'],
        response: responses({ 200: Type.Unsafe({ type: 'string', format: 'binary' }) }),
      },
    },
    async (request, reply) => {
      const day = app.config.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(auditCsv(app.db, request.query, moneyOnly(request.admin?.role)));
    },
  );
};
