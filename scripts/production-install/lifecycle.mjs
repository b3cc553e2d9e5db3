/**
 * The launcher as a supervisor (the production review): a crashed API comes back and is
 * counted in its metrics; SIGTERM to `npm run start:prod` (npm's pid only, as systemd or a
 * terminal sends it) stops npm, the launcher and all six servers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { alive, check, until } from './run.mjs';

const pidOf = (runDir, label) => Number(fs.readFileSync(path.join(runDir, `${label}.pid`), 'utf8'));

export async function crashedApiComesBack({ runDir, shell, cookie, metricsPort }) {
  const pid = pidOf(runDir, 'api');
  process.kill(pid, 'SIGKILL');
  await until(async () => pidOf(runDir, 'api') !== pid, 10_000, 'a new API process');
  await until(
    async () => (await fetch(`${shell}/api/admin/me`, { headers: { cookie } })).status === 200,
    60_000,
    'the session answering again after the API crashed',
  );
  check(true, 'after kill -9 of the API the launcher restarts it and the session answers');
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  check(
    /^service_restarts_total\{service="api"\} 1$/m.test(metrics),
    'the restarted API counts the restart (service_restarts_total 1)',
  );
}

export async function sigtermStopsEverything(platform, runDir) {
  const pids = fs
    .readdirSync(runDir)
    .filter((name) => name.endsWith('.pid'))
    .map((name) => Number(fs.readFileSync(path.join(runDir, name), 'utf8')));
  const exited = new Promise((resolve) =>
    platform.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  const started = Date.now();
  process.kill(platform.pid, 'SIGTERM');
  await exited;
  await until(async () => pids.every((pid) => !alive(pid)), 30_000, 'every server ending');
  check(
    true,
    `SIGTERM to npm stops the launcher and its ${pids.length} servers (${Date.now() - started} ms)`,
  );
}
