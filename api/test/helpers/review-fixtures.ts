import { adminIdOf } from './admin-ids';
import type { TestContext } from './test-app';

// The review queue's tests: a database whose only pending money items are the ones a test
// writes, at times it names, so the queue's order and rules are checked against known rows.

const MINUTE = 60_000;

export function reviewFixtures(context: () => TestContext) {
  const db = () => context().app.db;
  /** The app clock plus `minutes` (negative: in the past), as the API writes timestamps. */
  const at = (minutes: number) =>
    new Date(context().clock.now().getTime() + minutes * MINUTE).toISOString();
  const adminId = (email: string) => adminIdOf(context(), email);
  return {
    at,
    adminId,
    /** A user of the test's own, created `daysAgo` days ago, referred by the code given. */
    user: async (name: string, daysAgo: number, underRef: string | null = null) =>
      (
        await db()
          .insertInto('users')
          .values({
            full_name: name,
            email: `${name.toLowerCase().replace(/\W/g, '.')}@example.com`,
            dob: null,
            country_code: null,
            phone_number: null,
            gender: null,
            verified: 1,
            coin_minor: 0,
            business_plan: null,
            payment_status: 0,
            day_count: 0,
            trust: 1,
            under_ref: underRef,
            reference_count: 0,
            reference_code: `REF-${name.replace(/\W/g, '')}`,
            created_at: at(-daysAgo * 24 * 60),
            status: 'ok',
            pause_start: null,
            block_date: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    /** Settles every seeded item, so only a test's own rows wait. */
    clearPending: async () => {
      await db()
        .updateTable('withdrawals')
        .set({ status: 'completed' })
        .where('status', '=', 'pending')
        .execute();
      await db().updateTable('wallet_transactions').set({ due: 0 }).where('due', '=', 1).execute();
      await db()
        .updateTable('wallet_changes')
        .set({ status: 'rejected' })
        .where('status', '=', 'pending')
        .execute();
      await db().deleteFrom('review_claims').execute();
    },
    withdrawal: async (
      userId: number,
      rupees: number,
      minutesAgo: number,
      extra: {
        first_approved_by?: number;
        upi_address?: string;
        crypto_address?: string;
        status?: 'pending' | 'completed' | 'rejected';
      } = {},
    ) =>
      (
        await db()
          .insertInto('withdrawals')
          .values({
            user_id: userId,
            amount_minor: rupees * 100,
            message: null,
            method: extra.crypto_address ? 'crypto' : 'upi',
            status: extra.status ?? 'pending',
            created_at: at(-minutesAgo),
            decided_at: null,
            upi_address: extra.crypto_address ? null : (extra.upi_address ?? `user${userId}@upi`),
            crypto_address: extra.crypto_address ?? null,
            crypto_network: extra.crypto_address ? 'TRON' : null,
            bank_holder_name: null,
            bank_name: null,
            ifsc_code: null,
            first_approved_by: extra.first_approved_by ?? null,
            first_approved_at: extra.first_approved_by ? at(-minutesAgo) : null,
            decided_by: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    topUp: async (userId: number, rupees: number, minutesAgo: number, withProof = true) =>
      (
        await db()
          .insertInto('wallet_transactions')
          .values({
            user_id: userId,
            amount_minor: rupees * 100,
            method: 'UPI',
            utr_number: `UTR${userId}${minutesAgo}`,
            due: 1,
            payment_date: at(-minutesAgo),
            status: 'pending',
            screenshot_file: withProof ? 'proof.png' : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    walletChange: async (
      userId: number,
      fromRupees: number,
      toRupees: number,
      requestedBy: number,
      minutesAgo: number,
    ) =>
      (
        await db()
          .insertInto('wallet_changes')
          .values({
            user_id: userId,
            from_minor: fromRupees * 100,
            to_minor: toRupees * 100,
            status: 'pending',
            requested_by: requestedBy,
            requested_at: at(-minutesAgo),
            decided_by: null,
            decided_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
  };
}

export interface QueueItemKey {
  kind: string;
  id: number;
}

/** The queue's answer as "kind:id" keys, in order. */
export const keysOf = (items: QueueItemKey[]) => items.map((item) => `${item.kind}:${item.id}`);
