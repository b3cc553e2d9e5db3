import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// PostgreSQL's client tools (pg_dump, pg_restore, psql) for the backup commands. The password
// never goes on their command line (any user sees it in `ps`): it travels in PGPASSWORD, and
// every error that leaves here has its connection URLs redacted.

const execFileAsync = promisify(execFile);

const URL_CREDENTIALS = /(postgres(?:ql)?:\/\/[^:/?#@\s]*):[^@\s]*@/gi;

/** `postgres://user:secret@host/db` → `postgres://user:***@host/db`, wherever it appears. */
export function redactUrls(text: string, password?: string): string {
  const redacted = text.replace(URL_CREDENTIALS, '$1:***@');
  return password ? redacted.replaceAll(password, '***') : redacted;
}

export interface PgConnection {
  /** The URL without its password: what goes on the tool's command line (`--dbname`). */
  dbname: string;
  /** The tool's environment: the password, and a connect timeout libpq lacks by default. */
  env: NodeJS.ProcessEnv;
  password: string;
}

export function pgConnection(databaseUrl: string): PgConnection {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // A server that does not answer must end the command, not hang it (libpq waits forever).
    PGCONNECT_TIMEOUT: process.env.PGCONNECT_TIMEOUT ?? '10',
  };
  if (password) env.PGPASSWORD = password;
  return { dbname: url.toString(), env, password };
}

/** An Error whose message is safe to print: no URL credentials, no password. */
export function redactedError(error: unknown, password?: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  const stderr = (error as { stderr?: unknown }).stderr;
  const detail = typeof stderr === 'string' && !message.includes(stderr.trim()) ? stderr : '';
  return new Error(redactUrls(`${message}${detail ? `\n${detail}` : ''}`.trim(), password));
}

export async function runPgTool(
  file: string,
  args: string[],
  connection: PgConnection,
  options: { timeout: number; maxBuffer?: number },
): Promise<{ stdout: string }> {
  try {
    return await execFileAsync(file, args, { ...options, env: connection.env });
  } catch (error) {
    throw redactedError(error, connection.password);
  }
}
