import { databaseLabel, databaseTarget, loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { SeededRandom } from '../seed/random';
import { ACTIVITY_KINDS, pickKind, writeActivity, type ActivityKind } from './app-activity';

// `npm run simulate -w api -- [--rate 5] [--count N] [--seed N] [--kind K] [--quiet]`
// Writes what the mobile app's backend would (sign-ups, wallet transactions, withdrawals,
// crypto payments) straight into the database the API uses (DATA_DIR's SQLite file or
// DATABASE_URL), not through the API: the triggers turn each row into a live event. Prints
// one JSON line per write ({kind, table, id, at}) unless --quiet; stops after --count writes
// or on Ctrl+C.

interface Options {
  rate: number;
  count: number;
  seed: number;
  /** Only this kind of activity (e.g. `sign-up` for a test that needs a new user). */
  kind: ActivityKind | null;
  quiet: boolean;
}

const isKind = (value: string | undefined): value is ActivityKind =>
  (ACTIVITY_KINDS as readonly (string | undefined)[]).includes(value);

function parseArgs(argv: string[]): Options {
  const options: Options = {
    rate: 5,
    count: Infinity,
    seed: Date.now() % 2 ** 31,
    kind: null,
    quiet: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      const value = Number(argv[++i]);
      if (!(value > 0)) throw new Error(`${arg} needs a positive number`);
      return value;
    };
    if (arg === '--rate') options.rate = next();
    else if (arg === '--count') options.count = Math.floor(next());
    else if (arg === '--seed') options.seed = Math.floor(next());
    else if (arg === '--kind') {
      const kind = argv[++i];
      if (!isKind(kind)) throw new Error(`--kind takes one of ${ACTIVITY_KINDS.join(', ')}`);
      options.kind = kind;
    } else if (arg === '--quiet') options.quiet = true;
    else
      throw new Error(
        `Unknown option ${arg}. Usage: simulate [--rate N] [--count N] [--seed N] [--kind K] [--quiet]`,
      );
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const db = openDatabase(databaseTarget(config));
  let stopping = false;
  process.once('SIGINT', () => (stopping = true));
  process.once('SIGTERM', () => (stopping = true));
  try {
    await migrateToLatest(db);
    console.error(`simulating ${options.rate}/s into ${databaseLabel(config)}`);
    const random = new SeededRandom(options.seed);
    const intervalMs = 1000 / options.rate;
    const start = Date.now();
    for (let written = 0; written < options.count && !stopping;) {
      // Paced against the start, so slow writes do not lower the rate.
      const due = start + written * intervalMs;
      if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
      const activity = await writeActivity(
        db,
        random,
        options.kind ?? pickKind(random),
        Date.now(),
      );
      written += 1;
      if (activity && !options.quiet) console.log(JSON.stringify({ ...activity, at: Date.now() }));
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
