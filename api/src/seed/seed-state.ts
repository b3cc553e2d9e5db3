import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database } from '../db/schema';
import { bulkLoad } from '../db/bulk-load';
import type { UploadStore } from '../storage/upload-store';

// Whether to seed, and how to start over: used by app start-up (demo mode) and the seed CLI.

/** True until users were ever inserted (a deliberately emptied table does not re-seed). */
export function neverSeeded(db: Kysely<Database>): Promise<boolean> {
  return dialectOf(db).neverSeeded(db);
}

const DATA_TABLES = [
  'audit_log',
  'quiz_completions',
  'notifications',
  'crypto_payments',
  'withdrawals',
  'wallet_transactions',
  'wallet_changes',
  'users',
  'quizzes',
  'videos',
  'banners',
  'upi_settings',
  'contact_messages',
];

/** Empties every data table (admins stay) and the uploads folder; ids restart at 1. */
export async function resetData(db: Kysely<Database>, uploads: UploadStore): Promise<void> {
  // Without the search index's and change events' triggers; the dialect's truncate drops
  // what else makes a delete slow (DATA_TABLES lists children before their parents).
  await bulkLoad(db, [], (trx) => dialectOf(trx).truncate(trx, DATA_TABLES));
  // No row points at any upload now; no grace, as nothing may write while the data is reset.
  await uploads.sweep(new Set(), 0);
}
