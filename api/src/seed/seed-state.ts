import fs from 'node:fs';
import path from 'node:path';
import type SqliteDatabase from 'better-sqlite3';

// Whether to seed, and how to start over: used by app start-up (demo mode) and the seed CLI.

/** True until users were ever inserted (a deliberately emptied table does not re-seed). */
export function neverSeeded(sqlite: SqliteDatabase.Database): boolean {
  const row = sqlite.prepare(`SELECT 1 AS present FROM sqlite_sequence WHERE name = 'users'`).get();
  return row === undefined;
}

const DATA_TABLES = [
  'audit_log',
  'quiz_completions',
  'notifications',
  'crypto_payments',
  'withdrawals',
  'wallet_transactions',
  'users',
  'quizzes',
  'videos',
  'banners',
  'upi_settings',
  'contact_messages',
];

/** Empties every data table (admins stay) and the uploads folder; ids restart at 1. */
export function resetData(sqlite: SqliteDatabase.Database, uploadsDir: string): void {
  sqlite.transaction(() => {
    for (const table of DATA_TABLES) sqlite.prepare(`DELETE FROM ${table}`).run();
    sqlite.prepare(`DELETE FROM sqlite_sequence WHERE name <> 'admins'`).run();
  })();
  if (fs.existsSync(uploadsDir)) {
    for (const name of fs.readdirSync(uploadsDir))
      fs.rmSync(path.join(uploadsDir, name), { force: true, recursive: true });
  }
}
