import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { PROCESS_ID, TEMPLATES_DIR } from './template-dirs';
import { createTestDatabase, renameTestDatabase } from './test-db';

/**
 * A test app starts from a copy of a seeded database instead of migrating and seeding its own:
 * a copied SQLite file (and uploads folder), or on PostgreSQL a database created from a seeded
 * one. The first app of each seeding (the settings below) in a Jest worker builds the template
 * the way every app used to start; the next ones copy it, which saves most of an app's start
 * (4-5 s of 6 on a busy 2-core machine). The copy then starts as a restart would: migrations
 * and the demo accounts are checked, nothing is seeded twice.
 */
const SEEDING: readonly (keyof AppConfig)[] = [
  'seedUsers',
  'demoMode',
  'adminEmail',
  'adminPassword',
  'uploadStore',
];

export interface SeededTemplate {
  /** Its data folder: the SQLite file and the uploads (on disk). */
  dataDir: string;
  /** Its database in the test cluster on PostgreSQL. */
  database: string | undefined;
}

/**
 * The seeded template for these settings, built on first use; undefined when the test sets its
 * own clock (the seeded dates follow the clock that seeded them).
 */
export async function seededTemplate(
  config: AppConfig,
  overrides: Partial<AppConfig>,
): Promise<SeededTemplate | undefined> {
  if (overrides.now !== undefined) return undefined;
  // One worker process runs files of both API projects: the database is part of the key.
  const dialect = config.databaseUrl ? 'postgres' : 'sqlite';
  const seeding = JSON.stringify([dialect, ...SEEDING.map((key) => config[key] ?? null)]);
  const id = createHash('sha256').update(seeding).digest('hex').slice(0, 10);
  const dataDir = path.join(TEMPLATES_DIR, id);
  const database = config.databaseUrl ? `api_seed_${PROCESS_ID}_${id}` : undefined;
  // The folder appears (by rename) only when the whole template is ready.
  if (!fs.existsSync(dataDir)) await buildTemplate(config, dataDir, database);
  return { dataDir, database };
}

/** Copies the template's folder into a new app's data folder. */
export function copyTemplateFiles(template: SeededTemplate, dataDir: string): void {
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
}

async function buildTemplate(
  config: AppConfig,
  dataDir: string,
  database: string | undefined,
): Promise<void> {
  fs.mkdirSync(TEMPLATES_DIR, { recursive: true });
  const building = fs.mkdtempSync(path.join(TEMPLATES_DIR, 'building-'));
  const target = await createTestDatabase();
  const app = await buildApp({
    ...config,
    dataDir: building,
    ...(target.url ? { databaseUrl: target.url } : {}),
  });
  await app.close();
  if (database) await renameTestDatabase(target.name, database);
  fs.renameSync(building, dataDir);
}
