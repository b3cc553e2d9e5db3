import { type ChildProcess, spawn } from 'node:child_process';
import { Transform } from 'node:stream';
import pg from 'pg';
import { type PgConnection, redactUrls, redactedError } from './pg-tools';

// A PostgreSQL restore is all or nothing, and only into an empty database: it counts what the
// target holds before touching it, then runs the dump's whole script (schema, rows, indexes)
// through psql inside one transaction that commits only after pg_restore read the whole dump.
// A dump that breaks half-way, a constraint that fails or a killed command leave the target as
// empty as it was; nothing is ever dropped.

/** Tables, views and sequences outside PostgreSQL's own schemas. */
const COUNT_RELATIONS = `select count(*)::int as relations
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
    and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname !~ '^pg_(toast|temp)'`;

export async function assertEmptyDatabase(url: string, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  let relations: number;
  try {
    await client.connect();
    relations =
      (await client.query<{ relations: number }>(COUNT_RELATIONS)).rows[0]?.relations ?? 0;
  } catch (error) {
    throw redactedError(error, password);
  } finally {
    await client.end().catch(() => {});
  }
  if (relations > 0) {
    throw new Error(
      `The database ${redactUrls(url, password)} is not empty (${relations} tables, views or sequences): ` +
        'restore only into an empty database (createdb a new one), nothing was changed',
    );
  }
}

/**
 * pg_dump's script empties search_path, and the user search index's functions (frozen
 * migration 007) name `unaccent` unqualified, so building that index fails: the restore runs
 * with `public` on the path, as the migrations do.
 */
const EMPTY_SEARCH_PATH = /^SELECT pg_catalog\.set_config\('search_path', '', false\);$/gm;
const PUBLIC_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', 'public', false);";

function searchPathFix(): Transform {
  let tail = '';
  const fix = (text: string) => text.replace(EMPTY_SEARCH_PATH, PUBLIC_SEARCH_PATH);
  return new Transform({
    decodeStrings: false,
    transform(chunk: string, _encoding, done) {
      const text = tail + chunk;
      const cut = text.lastIndexOf('\n') + 1;
      tail = text.slice(cut);
      done(null, fix(text.slice(0, cut)));
    },
    flush(done) {
      done(null, fix(tail));
    },
  });
}

const lastLines = (text: string) => text.trim().split('\n').slice(-5).join('\n');

export function restoreInOneTransaction(
  connection: PgConnection,
  dumpFile: string,
  timeoutMs: number,
): Promise<void> {
  const { env, dbname, password } = connection;
  const reader = spawn('pg_restore', ['--no-owner', '--file=-', dumpFile], { env });
  const psql = spawn('psql', ['-X', '--quiet', '-v', 'ON_ERROR_STOP=1', '--dbname', dbname], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let errors = '';
  reader.stderr.on('data', (chunk: Buffer) => (errors += chunk));
  psql.stderr.on('data', (chunk: Buffer) => (errors += chunk));
  psql.stdin.on('error', () => {}); // psql stopped on an error: its exit code says so
  psql.stdin.write('BEGIN;\n');
  reader.stdout.setEncoding('utf8');
  const script = reader.stdout.pipe(searchPathFix());
  script.pipe(psql.stdin, { end: false });
  const scriptSent = new Promise<void>((resolve) => script.on('end', resolve).on('close', resolve));
  const timer = setTimeout(() => {
    errors += `\ntimed out after ${timeoutMs / 1000} s`;
    reader.kill('SIGKILL');
    psql.kill('SIGKILL');
  }, timeoutMs);

  const exited = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      child.on('error', (error) => {
        errors += `\n${error.message}`;
        resolve(-1);
      });
      child.on('close', (code) => resolve(code));
    });
  const psqlDone = exited(psql);
  return Promise.all([exited(reader), scriptSent])
    .then(async ([readerCode]) => {
      if (readerCode === 0) {
        // Only now: a COMMIT psql never reads means the server rolls everything back.
        psql.stdin.end('COMMIT;\n');
      } else {
        psql.kill('SIGKILL');
      }
      const psqlCode = await psqlDone;
      if (readerCode !== 0 || psqlCode !== 0) {
        throw new Error(
          `pg_restore failed, the database is unchanged: ${redactUrls(lastLines(errors), password)}`,
        );
      }
    })
    .finally(() => clearTimeout(timer));
}
