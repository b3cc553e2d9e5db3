/**
 * A throwaway PostgreSQL cluster in a temp folder: initdb, start on a free loopback port,
 * hand back a postgres:// URL, and remove everything on stop. Used by the api-pg jest
 * project, the benchmarks and `npm run start:scale`, so nobody sets up a PostgreSQL by hand.
 * PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user that
 * Debian's package creates (override with PG_USER).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface Cluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust auth, loopback only). */
  url: string;
  port: number;
  dir: string;
  /** Removes the cluster. */
  stop: () => void;
  /** Stops the server but keeps its data, as an outage would (tests of /readyz). */
  pause: () => void;
  /** Starts the paused server again on the same port. */
  resume: () => void;
}

export interface ClusterOptions {
  port?: number;
  /** false skips fsync: a process crash still loses nothing, a machine crash might. */
  durable?: boolean;
}

/** The newest installed server's bin folder (Debian keeps them under /usr/lib/postgresql). */
export function findBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  if (!found)
    throw new Error(
      'PostgreSQL server binaries not found: apt-get install postgresql, or set PG_BIN',
    );
  return found;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;
const runAs = process.env.PG_USER ?? 'postgres';

function run(bin: string, args: string[]): void {
  const [command, fullArgs] = isRoot()
    ? ['runuser', ['-u', runAs, '--', bin, ...args]]
    : [bin, args];
  execFileSync(command, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const bin = findBinDir();
  const port = options.port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-cluster-'));
  if (isRoot()) execFileSync('chown', [runAs, dir]);
  const data = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  try {
    startServer(dir, port, options.durable !== false);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    stop: () => stopCluster(dir),
    pause: () => run(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w']),
    resume: () => startServer(dir, port, options.durable !== false),
  };
}

function startServer(dir: string, port: number, durable: boolean): void {
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c max_connections=300',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ];
  const log = path.join(dir, 'server.log');
  try {
    run(path.join(findBinDir(), 'pg_ctl'), [
      'start',
      '-w',
      '-D',
      path.join(dir, 'data'),
      '-l',
      log,
      '-o',
      settings.join(' '),
    ]);
  } catch (error) {
    const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '';
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${tail}`);
  }
}

/** Stops the server at once (its data is thrown away anyway) and removes the folder. */
export function stopCluster(dir: string): void {
  const data = path.join(dir, 'data');
  if (fs.existsSync(path.join(data, 'postmaster.pid'))) {
    try {
      run(path.join(findBinDir(), 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w']);
    } catch {
      // Already gone: removing the folder is all that is left.
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
