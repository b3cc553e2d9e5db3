import { databaseLabel, databaseTarget, loadConfig } from '../config';
import { assertDataDir } from '../data-dir';
import { openDatabase } from './connection';
import { backup, restore } from './ops/backup';
import { migrateAll, migrationStatus, rollback } from './ops/migration-commands';

// `npm run db -w api -- status | migrate | rollback [n] | backup <dir> | restore <dir>`
// Works on the database the API's settings name (DATA_DIR's app.db, or DATABASE_URL).

const USAGE = 'Usage: db status | migrate | rollback [n] | backup <dir> | restore <dir>';

function stepsFrom(arg: string | undefined): number {
  if (arg === undefined) return 1;
  const steps = Number(arg);
  if (!Number.isInteger(steps) || steps < 1)
    throw new Error(`rollback needs a count of 1 or more, not ${arg}`);
  return steps;
}

function folderFrom(command: string, arg: string | undefined): string {
  if (!arg) throw new Error(`${command} needs a folder. ${USAGE}`);
  return arg;
}

async function main(): Promise<void> {
  const [command, arg, ...extra] = process.argv.slice(2);
  if (!command || extra.length > 0) throw new Error(USAGE);
  const config = loadConfig();
  if (!config.databaseUrl) assertDataDir(config.dataDir);
  console.log(`Database: ${databaseLabel(config)}`);
  if (command === 'backup' || command === 'restore') {
    const dir = folderFrom(command, arg);
    const done = await (command === 'backup' ? backup(config, dir) : restore(config, dir));
    console.log(
      `${command === 'backup' ? 'Backed up to' : 'Restored from'} ${dir} (${done.database}${done.uploads ? ', with upload files' : ''})`,
    );
    return;
  }
  const db = openDatabase(databaseTarget(config));
  try {
    if (command === 'status') {
      for (const line of await migrationStatus(db)) {
        console.log(
          `${line.executedAt ? 'ran    ' : 'pending'} ${line.name}${line.executedAt ? `  ${line.executedAt.toISOString()}` : ''}`,
        );
      }
    } else if (command === 'migrate') {
      const ran = await migrateAll(db);
      console.log(ran.length ? ran.map((name) => `migrated ${name}`).join('\n') : 'Up to date');
    } else if (command === 'rollback') {
      const undone = await rollback(db, stepsFrom(arg));
      console.log(
        undone.length
          ? undone.map((name) => `rolled back ${name}`).join('\n')
          : 'Nothing to roll back',
      );
    } else {
      throw new Error(`Unknown command ${command}. ${USAGE}`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
