import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_ADMIN_EMAIL, DEMO_PASSWORD } from '../../src/config';

const SERVER = path.resolve(__dirname, '..', '..', 'src', 'server.ts');

export interface ApiProcess {
  url: string;
  child: ChildProcessWithoutNullStreams;
  /** Everything the process printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * A real API server process (what `npm start -w api` runs) on an ephemeral port; resolves once
 * it logs the address it listens on. `env` adds to the current environment.
 */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  // node itself with tsx as a loader (not the tsx CLI, which runs the server in a child
  // process): the pid is the server's, so `kill -9` really kills the server.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@rewards/source', SERVER],
    {
      cwd: path.resolve(__dirname, '..', '..'),
      // The tests sign in as seeded admins with a password: no role needs a second factor
      // unless a test asks (docs/security.md#second-factor).
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        MFA_REQUIRED_ROLES: 'none',
        ...env,
      },
    },
  );
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) resolve({ url: match[1], child, output: () => out, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`API process exited (${String(code)}): ${out}`)));
  });
}

/** A demo-admin sign-in attempt on one instance (headers e.g. X-Forwarded-For). */
export async function loginAt(
  url: string,
  headers: Record<string, string> = {},
  password = DEMO_PASSWORD,
  email = DEFAULT_ADMIN_EMAIL,
): Promise<Response> {
  return fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
}

export function cookieOf(res: Response): string {
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie?.startsWith('sid=')) throw new Error(`no session cookie (${res.status})`);
  return cookie;
}
