// Frozen (decision 026): the tables migration 008 put change-event triggers on, copied from
// events/tracked-tables.ts of that time. The live list may change (the seed's bulk load
// rebuilds the triggers from it; test/db/migrations.test.ts checks both build the same); a table
// added there needs a new migration adding its triggers. Only 008 imports this file.

/** `userId` and `status` are SQL over the changed row, `row` being `new`/`old` or the record. */
export interface TrackedTable008 {
  entity: string;
  table: string;
  userId: ((row: string) => string) | null;
  status: ((row: string) => string) | null;
}

const column =
  (name: string) =>
  (row: string): string =>
    `${row}.${name}`;

export const TRACKED_TABLES_008: readonly TrackedTable008[] = [
  { entity: 'user', table: 'users', userId: column('id'), status: column('status') },
  {
    entity: 'wallet_transaction',
    table: 'wallet_transactions',
    userId: column('user_id'),
    status: column('status'),
  },
  {
    entity: 'withdrawal',
    table: 'withdrawals',
    userId: column('user_id'),
    status: column('status'),
  },
  {
    entity: 'crypto_payment',
    table: 'crypto_payments',
    userId: column('user_id'),
    status: column('payment_status'),
  },
  {
    entity: 'contact_message',
    table: 'contact_messages',
    userId: null,
    status: (row) =>
      `case when ${row}.handled_at is not null then 'handled' ` +
      `when ${row}.read_at is not null then 'read' else 'unread' end`,
  },
  { entity: 'banner', table: 'banners', userId: null, status: null },
  { entity: 'quiz', table: 'quizzes', userId: null, status: null },
  { entity: 'video', table: 'videos', userId: null, status: null },
  { entity: 'notification', table: 'notifications', userId: column('user_id'), status: null },
  { entity: 'upi_settings', table: 'upi_settings', userId: null, status: null },
];
