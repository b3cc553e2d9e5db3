import { type Kysely, sql } from 'kysely';

// Money tables. Amounts are integer minor units with a CHECK so a bad write fails loudly.
// Rows belong to a user and go with it (ON DELETE CASCADE): see docs/decisions/001.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallet_transactions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor >= 0`))
    .addColumn('method', 'text', (c) =>
      c.notNull().check(sql`method in ('UPI','SCANNER','CRYPTO')`),
    )
    .addColumn('utr_number', 'text', (c) => c.notNull())
    .addColumn('due', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending','completed')`))
    .addColumn('screenshot_file', 'text')
    .execute();
  await db.schema
    .createIndex('wallet_tx_user_id')
    .on('wallet_transactions')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('wallet_tx_payment_date')
    .on('wallet_transactions')
    .column('payment_date')
    .execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor >= 0`))
    .addColumn('message', 'text')
    .addColumn('method', 'text', (c) =>
      c.notNull().check(sql`method in ('upi','crypto','bank','other')`),
    )
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending','completed','rejected')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('upi_address', 'text')
    .addColumn('crypto_address', 'text')
    .addColumn('crypto_network', 'text')
    .addColumn('bank_holder_name', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('ifsc_code', 'text')
    .execute();
  await db.schema.createIndex('withdrawals_user_id').on('withdrawals').column('user_id').execute();
  await db.schema
    .createIndex('withdrawals_created_at')
    .on('withdrawals')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('crypto_payments')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_minor', 'integer', (c) => c.notNull().check(sql`amount_minor >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('USDT','ETH','BTC')`))
    .addColumn('network', 'text', (c) =>
      c.notNull().check(sql`network in ('TRON','BSC','POLYGON','ETH','AVALANCHE')`),
    )
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('tx_hash', 'text')
    .addColumn('payment_status', 'text', (c) =>
      c.notNull().check(sql`payment_status in ('pending','confirmed','failed')`),
    )
    .addColumn('payment_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('crypto_payments_user_id')
    .on('crypto_payments')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['crypto_payments', 'withdrawals', 'wallet_transactions']) {
    await db.schema.dropTable(table).execute();
  }
}
