import type { FastifyInstance } from 'fastify';
import {
  NotificationDeleteBulkBody,
  UserStatusBulkBody,
  UserTrustBulkBody,
  WalletDueBulkBody,
  WithdrawalApproveBulkBody,
  WithdrawalRejectBulkBody,
} from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { Database, UserStatus } from './db/schema';
import type { AnyListSource } from './lists/list-source';
import { listCondition, parseListView } from './lists/list-view';
import { notificationSource } from './content/notification-source';
import { userSource } from './users/user-source';
import { walletSource } from './money/wallet-source';
import { withdrawalSource } from './money/withdrawal-source';
import { deleteNotification } from './content/notification-service';
import { setStatus, setTrust, statusChange, trustChange } from './users/user-changes';
import { changeUsers, type UserChange } from './users/user-group-change';
import { setDue } from './money/wallet-service';
import { decideWithdrawal, decisionRuleOf } from './money/withdrawal-service';
import type { ManyOutcome } from './bulk/bulk-many-group';
import { bulkRoute } from './bulk/bulk-route';
import type { BulkIds, BulkTable, BulkTargetBody } from './bulk/bulk-target';
import { formatMinor } from './lib/money';
import type { ChangeContext } from './lib/change-context';
import { previewDecisions } from './money/withdrawal-decision-plan';

// The bulk routes (decision 030): each row goes through the single action's service call,
// or the users' group form of the same rule (decision 046).

/** A list's rows named by its filter, checked by its declaration (decision 028). */
const listTable = (db: Kysely<Database>, source: AnyListSource, noun: string): BulkTable => ({
  table: source.table,
  noun,
  aliased: source.alias !== false,
  condition: (filter) => listCondition(db, source, parseListView(source, filter)),
});

const done = async () => 'done' as const;

/** A user group change's rows as a bulk group's outcomes. */
const outcomes = (changes: UserChange[]): ManyOutcome[] =>
  changes.map((c) => ('refusal' in c ? c : { id: c.id, outcome: 'done' }));

export async function bulkRoutes(app: FastifyInstance): Promise<void> {
  const users = listTable(app.db, userSource, 'users');
  bulkRoute<BulkTargetBody & { status: UserStatus }>(app, {
    url: '/api/users/bulk/status',
    permission: 'users:status',
    tag: 'users',
    summary: "Set many users' status (the single action's date rules, one audit row each)",
    body: UserStatusBulkBody,
    target: users,
    apply: (db, ctx, id, body) => setStatus(db, ctx, id, body.status).then(done),
    applyMany: (trx, ctx, ids, wait, body) =>
      changeUsers(trx, ctx, ids, { ...statusChange(ctx, body.status), skipLocked: !wait }).then(
        outcomes,
      ),
  });
  bulkRoute<BulkTargetBody & { trust: boolean }>(app, {
    url: '/api/users/bulk/trust',
    permission: 'users:trust',
    tag: 'users',
    summary: "Set many users' trust",
    body: UserTrustBulkBody,
    target: users,
    apply: (db, ctx, id, body) => setTrust(db, ctx, id, body.trust).then(done),
    applyMany: (trx, ctx, ids, wait, body) =>
      changeUsers(trx, ctx, ids, { ...trustChange(body.trust), skipLocked: !wait }).then(outcomes),
  });
  bulkRoute<BulkTargetBody & { due: boolean }>(app, {
    url: '/api/wallet/bulk/due',
    stepUp: true,
    permission: 'payments:decide',
    tag: 'wallet',
    summary: 'Set the due flag of many wallet transactions',
    body: WalletDueBulkBody,
    target: listTable(app.db, walletSource, 'wallet transactions'),
    apply: (db, ctx, id, body) => setDue(db, ctx, id, body.due).then(done),
  });
  const rule = decisionRuleOf(app.config);
  const withdrawals = listTable(app.db, withdrawalSource, 'withdrawals');
  /** The confirm's preview: each row by the decision's own rules; left rows are skipped. */
  const preview =
    (status: 'completed' | 'rejected') =>
    async (db: Kysely<Database>, ctx: ChangeContext, { ids, left }: BulkIds) => {
      const { payoutMinor, skipped, ...counts } = await previewDecisions(
        db,
        ctx,
        ids,
        status,
        rule,
      );
      if (left.length > 0) skipped.left_filter = left.length;
      return { ...counts, skipped, payout: formatMinor(payoutMinor) };
    };
  bulkRoute<BulkTargetBody & { reason: string }>(app, {
    url: '/api/withdrawals/bulk/reject',
    stepUp: true,
    permission: 'payments:decide',
    tag: 'withdrawals',
    summary: 'Reject many pending withdrawals with one reason (decided ones are refused)',
    body: WithdrawalRejectBulkBody,
    target: withdrawals,
    preview: preview('rejected'),
    apply: (db, ctx, id, body) =>
      decideWithdrawal(db, ctx, id, 'rejected', rule, body.reason).then(done),
  });
  bulkRoute(app, {
    url: '/api/withdrawals/bulk/approve',
    stepUp: true,
    permission: 'payments:decide',
    tag: 'withdrawals',
    summary: 'Approve many pending withdrawals, each under the two-person rule',
    body: WithdrawalApproveBulkBody,
    target: withdrawals,
    preview: preview('completed'),
    apply: async (db, ctx, id) => {
      const row = await decideWithdrawal(db, ctx, id, 'completed', rule);
      return row.status === 'pending' ? 'awaiting_second' : 'done';
    },
  });
  bulkRoute(app, {
    url: '/api/notifications/bulk/delete',
    permission: 'notifications:write',
    tag: 'notifications',
    summary: 'Delete many notifications',
    body: NotificationDeleteBulkBody,
    target: listTable(app.db, notificationSource, 'notifications'),
    apply: (db, ctx, id) => deleteNotification(db, ctx, id).then(done),
  });
}
