import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const API_DIR = path.resolve(__dirname, '..');

export interface RunningServer {
  url: string;
  /** The server's own process id (memory and CPU readings; read from /proc by the benches). */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts the real server (src/server.ts through tsx) in its own process, so the load
 * generator and the server do not share an event loop, and waits for /readyz.
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  /** Another API tree to run (a same-run comparison with an older commit). */
  apiDir = API_DIR,
): Promise<RunningServer> {
  // BENCH_PROFILE_DIR: each server writes a V8 CPU profile there when it stops (Node refuses
  // --cpu-prof in NODE_OPTIONS, so it is passed here).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', '--conditions=@rewards/source', 'src/server.ts'],
    {
      cwd: apiDir,
      // Benchmarks sign in as seeded admins with a password only.
      env: {
        ...process.env,
        MFA_REQUIRED_ROLES: 'none',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  // BENCH_READY_TIMEOUT (s): a large database on a loaded machine may need longer to start.
  const timeoutS = Number(process.env.BENCH_READY_TIMEOUT ?? 60);
  const deadline = Date.now() + timeoutS * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, pid: child.pid ?? 0, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`server did not become ready within ${timeoutS} s`);
}
