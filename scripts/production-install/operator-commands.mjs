/**
 * The commands the README gives an operator, on the pruned install (the production review): they
 * must run from compiled JavaScript, without tsx. And a bad setting stops `start:prod` at
 * once with one line per problem (item 15).
 */
import fs from 'node:fs';
import path from 'node:path';
import { check, mode, npm, run } from './run.mjs';

export async function seedAndMigrate(env) {
  const seeded = await npm(['run', 'seed', '-w', 'api', '--', '--users', '30'], env);
  check(
    seeded.code === 0,
    `npm run seed -w api seeds (${seeded.code}) ${seeded.stderr.slice(-300)}`,
  );
  const status = await npm(['run', 'db', '-w', 'api', '--', 'status'], env);
  check(
    status.code === 0 && /^ran +001-core/m.test(status.stdout) && !/^pending/m.test(status.stdout),
    `npm run db -w api -- status lists every migration as ran (${status.code}) ${status.stderr.slice(-300)}`,
  );
  check(mode(path.join(env.DATA_DIR, 'app.db')) === '600', 'app.db is written 0600');
}

export async function backUp(env, dir) {
  const backup = await npm(['run', 'db', '-w', 'api', '--', 'backup', dir], env);
  check(
    backup.code === 0,
    `npm run db -w api -- backup works on the running platform (${backup.code}) ${backup.stderr.slice(-300)}`,
  );
  const files = fs.readdirSync(dir, { withFileTypes: true }).map((entry) => {
    const want = entry.isDirectory() ? '700' : '600';
    return [`${entry.name} ${mode(path.join(dir, entry.name))}`, want];
  });
  check(
    mode(dir) === '700' && files.every(([line, want]) => line.endsWith(` ${want}`)),
    `the backup is private (folder ${mode(dir)}; ${files.map(([line]) => line).join(', ')})`,
  );
}

export async function restore(env, emptyDataDir, dir) {
  const refused = await npm(['run', 'db', '-w', 'api', '--', 'restore', dir], env);
  check(
    refused.code !== 0 && /exists: restore only into an empty DATA_DIR/.test(refused.stderr),
    'npm run db -w api -- restore refuses a database with data',
  );
  const restored = await npm(['run', 'db', '-w', 'api', '--', 'restore', dir], {
    ...env,
    DATA_DIR: emptyDataDir,
  });
  check(
    restored.code === 0,
    `npm run db -w api -- restore fills an empty DATA_DIR (${restored.code}) ${restored.stderr.slice(-300)}`,
  );
}

export async function badSettingsFailFast(env) {
  const bad = {
    ...env,
    ADMIN_PASSWORD: 'short',
    APP_ORIGINS: 'admin.example.com',
    LOG_LEVEL: 'loud',
  };
  const started = await npm(['run', 'start:prod'], bad);
  // JSON lines when the output is not a terminal (server/src/launcher-log.ts).
  const messages = started.stderr.split('\n').map((line) => {
    try {
      return String(JSON.parse(line).msg ?? '');
    } catch {
      return line;
    }
  });
  const lines = messages.filter((message) => message.startsWith('Configuration: '));
  check(
    started.code !== 0 && lines.length === 3 && !/^\s+at /m.test(started.stderr),
    `bad settings stop start:prod with one line each, no stack (${lines.length} lines: ${lines.join(' | ')})`,
  );
  // The launcher npm execs, without npm's own start-up; before any service starts. The
  // target is under 2 s (1.3 s on a 2-core machine at load 20); 5 s leaves a busy CI room.
  const launcher = await run(process.execPath, ['server/dist/start-platform.js'], bad);
  check(
    launcher.code === 2 && launcher.ms < 5_000 && !/"app":"api"/.test(launcher.stdout),
    `... the launcher refuses them before starting anything (${launcher.ms} ms; with npm ${started.ms} ms)`,
  );
}
