import type { Kysely } from 'kysely';

// The money and message lists read through the list engine (decision 028): one index per
// sort key on (key column, id), so every sort, its keyset step and its position jump read an
// index in order, whatever the table's size. Frozen here (decision 026): a later change to a
// list's sort keys is a new migration. The (user_id, id) indexes also serve a user's own rows
// and replace the single-column ones they supersede, as do the (date, id) ones.

const SORT_INDEXES: Readonly<Record<string, readonly string[]>> = {
  wallet_transactions: ['user_id', 'amount_minor', 'method', 'due', 'status', 'payment_date'],
  withdrawals: ['user_id', 'amount_minor', 'method', 'status', 'created_at'],
  crypto_payments: [
    'user_id',
    'amount_minor',
    'currency',
    'network',
    'payment_status',
    'created_at',
  ],
  notifications: ['user_id', 'created_at'],
};

/** The indexes these replace, as migrations 002 and 003 created them. */
const SUPERSEDED: readonly (readonly [string, string, string])[] = [
  ['wallet_tx_user_id', 'wallet_transactions', 'user_id'],
  ['wallet_tx_payment_date', 'wallet_transactions', 'payment_date'],
  ['withdrawals_user_id', 'withdrawals', 'user_id'],
  ['withdrawals_created_at', 'withdrawals', 'created_at'],
  ['crypto_payments_user_id', 'crypto_payments', 'user_id'],
  ['notifications_user_id', 'notifications', 'user_id'],
];

const indexName = (table: string, column: string) => `${table}_by_${column}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(SORT_INDEXES)) {
    for (const column of columns) {
      await db.schema
        .createIndex(indexName(table, column))
        .on(table)
        .columns([column, 'id'])
        .execute();
    }
  }
  for (const [name] of SUPERSEDED) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, column] of SUPERSEDED) {
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
  for (const [table, columns] of Object.entries(SORT_INDEXES)) {
    for (const column of columns) await db.schema.dropIndex(indexName(table, column)).execute();
  }
}
