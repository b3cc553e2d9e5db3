import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  responses,
  ReviewClaimResponse,
  ReviewContextResponse,
  ReviewDecisionBody,
  ReviewDecisionResponse,
  ReviewItemParams,
  ReviewQueueQuery,
  ReviewQueueResponse,
  SuccessMessage,
} from '@rewards/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { requireFreshCheckToApprove } from '../platform/mfa/step-up';
import { changeContext } from '../lib/request-change-context';
import { claimItem, releaseClaim } from './review-claims';
import { reviewContext } from './review-context';
import { decideItem } from './review-decide';
import { reviewQueue } from './review-queue';
import { mayDecideKind, reviewerScope } from './review-scope';
import { walletRuleOf } from './wallet-change-queries';
import { decisionRuleOf } from './withdrawal-service';

const tags = ['review queue'];
// The queue is for the admins who decide money; each kind also needs its own permission.
const config = { permission: 'payments:decide' as const };

/** The review queue (decision 055): one queue of pending money decisions, with claims. */
export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rules = { withdrawal: decisionRuleOf(app.config), walletChange: walletRuleOf(app.config) };
  const rule = {
    secondApprovalAboveMinor: rules.withdrawal.secondApprovalAboveMinor,
    coolingOffHours: app.config.secondApproverCoolingOffHours,
  };
  const admin = (request: FastifyRequest) => {
    if (!request.admin) throw new HttpError(401, 'Not signed in');
    return request.admin;
  };
  const assertKind = (request: FastifyRequest, kind: ReviewItemParams['kind']) => {
    if (!mayDecideKind(admin(request).role, kind))
      throw new HttpError(403, 'You do not have access to this action');
  };

  app.get(
    '/api/review/queue',
    {
      config,
      schema: {
        tags,
        summary: 'Pending money items this admin may decide, oldest first, a page at a time',
        querystring: ReviewQueueQuery,
        response: responses({ 200: ReviewQueueResponse }),
      },
    },
    async (request) => {
      const ctx = changeContext(request);
      const scope = await reviewerScope(app.db, admin(request), rule, ctx.at);
      return { success: true as const, data: await reviewQueue(app.db, scope, request.query) };
    },
  );

  app.get(
    '/api/review/items/:kind/:id/context',
    {
      config,
      schema: {
        tags,
        summary: "An item with its user's facts and the server's signals, each in words",
        params: ReviewItemParams,
        response: responses({ 200: ReviewContextResponse }, [404]),
      },
    },
    async (request) => {
      assertKind(request, request.params.kind);
      const scope = await reviewerScope(app.db, admin(request), rule, changeContext(request).at);
      const { kind, id } = request.params;
      return { success: true as const, data: await reviewContext(app.db, scope, kind, id) };
    },
  );

  app.post(
    '/api/review/items/:kind/:id/claim',
    {
      config,
      schema: {
        tags,
        summary: "Claim an item for a few minutes, or renew one's own claim (409: held by another)",
        params: ReviewItemParams,
        response: responses({ 200: ReviewClaimResponse }, [404, 409]),
      },
    },
    async (request) => {
      assertKind(request, request.params.kind);
      const { kind, id } = request.params;
      const claim = await claimItem(app.db, changeContext(request), admin(request).email, kind, id);
      return { success: true as const, data: claim };
    },
  );

  app.delete(
    '/api/review/items/:kind/:id/claim',
    {
      config,
      schema: {
        tags,
        summary: "Release one's own claim (skip, close)",
        params: ReviewItemParams,
        response: responses({ 200: SuccessMessage }),
      },
    },
    async (request) => {
      await releaseClaim(app.db, admin(request).id, request.params.kind, request.params.id);
      return { success: true as const, message: 'Released' };
    },
  );

  app.post(
    '/api/review/items/:kind/:id/decision',
    {
      config,
      schema: {
        tags,
        summary: "Approve or reject through the kind's own decision (its rules, audit and events)",
        params: ReviewItemParams,
        body: ReviewDecisionBody,
        response: responses({ 200: ReviewDecisionResponse }, [404, 409]),
      },
    },
    async (request) => {
      assertKind(request, request.params.kind);
      const { kind, id } = request.params;
      // The fresh check the kind's own route asks for (decision 053), before anything changes.
      await requireFreshCheckToApprove(
        app.db,
        request,
        kind,
        id,
        request.body.decision === 'approve',
      );
      const decided = await decideItem(
        app.db,
        changeContext(request),
        kind,
        id,
        request.body,
        rules,
      );
      return { success: true as const, data: decided };
    },
  );
};
