import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

// Ordered by the first column (each table's key). Sessions are left out: every authenticated request may refresh the idle expiry.
const TABLES = [
  'admins',
  'users',
  'wallet_transactions',
  'withdrawals',
  'crypto_payments',
  'quizzes',
  'quiz_completions',
  'videos',
  'banners',
  'notifications',
  'upi_settings',
  'contact_messages',
  'audit_log',
];

/** Every row of every data table plus what the upload store holds, for before/after compares. */
export async function snapshot(app: FastifyInstance): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const table of TABLES) {
    const result = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table)} order by 1`.execute(app.db);
    out[table] = result.rows;
  }
  out.uploads = await app.uploads.list();
  return out;
}

export async function count(app: FastifyInstance, table: string): Promise<number> {
  const result = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
    app.db,
  );
  return Number(result.rows[0]?.n ?? 0);
}
