import { databaseLabel, databaseTarget, loadConfig } from '../config';
import { dialectOf } from '../db/dialect';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/connection';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { createPhaseTimer } from '../db/phase-timer';
import { ensureAdminAccount } from '../platform/access/admin-account';
import { createUploadStore } from '../storage/create-upload-store';
import { seedDatabase } from './seed-database';
import { rowsInWorker } from './seed-rows-thread';
import { neverSeeded, resetData } from './seed-state';

// `npm run seed -w api -- [--users N] [--reset] [--seed N] [--wallet-transactions N]`
// Seeds DATA_DIR's database. --wallet-transactions grows that one table past the seed's ratio
// (a bench option: e.g. 5,000,000 beside 1,000,000 users). Refuses to add a second data set on top of an existing one
// unless --reset, which empties the data tables and uploads first (admins are kept).

interface CliOptions {
  users: number | undefined;
  reset: boolean;
  seed: number | undefined;
  walletTransactions: number | undefined;
}

function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = {
    users: undefined,
    reset: false,
    seed: undefined,
    walletTransactions: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 0)
        throw new Error(`${arg} needs a non-negative integer`);
      return value;
    };
    if (arg === '--users') options.users = next();
    else if (arg === '--seed') options.seed = next();
    else if (arg === '--wallet-transactions') options.walletTransactions = next();
    else if (arg === '--reset') options.reset = true;
    else
      throw new Error(
        `Unknown option ${arg}. Usage: seed [--users N] [--reset] [--seed N] [--wallet-transactions N]`,
      );
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = openDatabase(databaseTarget(config));
  try {
    await migrateToLatest(db);
    // Under the start-up lock, so a server starting meanwhile does not seed as well.
    await dialectOf(db).exclusive(db, () => seed(db, config, options));
  } finally {
    await db.destroy();
  }
}

async function seed(db: Kysely<Database>, config: AppConfig, options: CliOptions): Promise<void> {
  const uploads = createUploadStore(config, db);
  const timer = createPhaseTimer();
  await ensureAdminAccount(db, config);
  if (!(await neverSeeded(db))) {
    if (!options.reset) {
      console.error(`${databaseLabel(config)} already has data. Pass --reset to replace it.`);
      process.exitCode = 1;
      return;
    }
    await timer.time('reset (empty the data tables)', () => resetData(db, uploads));
  }
  const started = Date.now();
  const summary = await seedDatabase(db, {
    users: options.users ?? config.seedUsers,
    uploads,
    now: config.now(),
    timer,
    rows: rowsInWorker,
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.walletTransactions !== undefined
      ? { walletTransactions: options.walletTransactions }
      : {}),
  });
  console.log(`Seeded ${databaseLabel(config)} in ${Date.now() - started} ms`);
  console.table(summary);
  console.table(timer.rows);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
