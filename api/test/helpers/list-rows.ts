import type { Kysely, Transaction } from 'kysely';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@rewards/contract';
import type { Database } from '../../src/db/schema';

// Extra rows for the list engine's tests: every table a list reads gets `n` rows with few
// distinct values per sort key (ties everywhere, so id must break them) and dates over a week.
// (A message handled but unread does not occur in use; here it only varies the columns.)

const DAY_MS = 86_400_000;
const pick = <T>(values: readonly T[], i: number): T => values[i % values.length]!;
const dateOf = (i: number) => new Date(Date.UTC(2026, 9, 1) + (i % 7) * DAY_MS + i * 1000);

export async function addListRows(
  db: Kysely<Database> | Transaction<Database>,
  table: string,
  n: number,
  from = 0,
): Promise<number[]> {
  const users = (await db.selectFrom('users').select('id').orderBy('id').execute()).map(
    (u) => u.id,
  );
  const rows = Array.from({ length: n }, (_, k) => {
    const i = from + k;
    const common = {
      user_id: pick(users, i * 7),
      created_at: dateOf(i).toISOString(),
    };
    switch (table) {
      case 'wallet_transactions':
        return {
          user_id: common.user_id,
          amount_minor: pick([500, 1000, 2500], i),
          method: pick(['UPI', 'SCANNER', 'CRYPTO'], i),
          utr_number: `UTR${String(100000 + i)}`,
          due: i % 3 === 0 ? 1 : 0,
          payment_date: common.created_at,
          status: pick(['pending', 'completed'], i),
        };
      case 'withdrawals':
        return {
          ...common,
          amount_minor: pick([700, 1500, 900], i),
          method: pick(['upi', 'bank', 'crypto', 'other'], i),
          status: pick(['pending', 'completed', 'rejected'], i),
          upi_address: 'list@upi',
        };
      case 'crypto_payments':
        return {
          ...common,
          amount_minor: pick([10000, 2500], i),
          currency: pick(['USDT', 'ETH', 'BTC'], i),
          network: pick(['TRON', 'BSC', 'POLYGON', 'ETH', 'AVALANCHE'], i),
          order_id: `ORD-LIST-${i}`,
          tx_hash: i % 4 === 0 ? null : `0xlist${i}`,
          payment_status: pick(['pending', 'confirmed', 'failed'], i),
        };
      case 'notifications':
        return { ...common, message: `List test ${i}` };
      case 'users':
        return {
          full_name: pick(['Asha Rao', 'zoë Durand', 'Ravi K'], i),
          email: `list${i}@example.test`,
          phone_number: i % 5 === 0 ? null : `98${String(i % 4).padStart(8, '0')}`,
          gender: pick(['male', 'female', null], i),
          coin_minor: pick([0, 1250, 99], i),
          day_count: i % 3,
          trust: i % 2,
          reference_code: `LIST${i}`,
          created_at: common.created_at,
          status: pick(['ok', 'pause', 'block'], i),
          pause_start: i % 3 === 1 ? common.created_at : null,
          block_date: i % 3 === 2 ? common.created_at : null,
        };
      case 'audit_log':
        return {
          admin_id: 1,
          // Every action and entity, so each value of the filters has rows.
          action: pick(Object.keys(AUDIT_ACTIONS), i),
          entity: pick(Object.keys(AUDIT_ENTITIES), i),
          entity_id: (i % 5) + 1,
          user_id: common.user_id,
          at: common.created_at,
          ip: '127.0.0.1',
        };
      case 'contact_messages':
        return {
          name: pick(['Asha', 'Bala', 'Chen', 'Dev'], i),
          email: `list${i}@example.com`,
          message: `List question ${i}`,
          created_at: common.created_at,
          read_at: i % 3 === 0 ? null : common.created_at,
          handled_at: i % 5 === 0 ? common.created_at : null,
        };
      case 'quizzes':
        return {
          question: `${pick(['Which', 'What', 'Where'], i)} list question ${i}`,
          option_a: `alpha ${i}`,
          option_b: 'beta',
          option_c: 'gamma',
          option_d: 'delta',
          correct_option: pick(['A', 'B', 'C', 'D'], i),
          created_at: common.created_at,
        };
      case 'videos':
        return {
          title: pick(['Fractions', 'Planets', 'Verbs'], i),
          video_url: `https://example.com/list-${i}.mp4`,
          file_name: null,
          created_at: common.created_at,
        };
      case 'banners':
        return { file_name: `list-${i}.png`, created_at: common.created_at };
      default:
        throw new Error(`no list rows for ${table}`);
    }
  });
  const inserted = await db
    .insertInto(table as 'notifications')
    .values(rows as never)
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}
