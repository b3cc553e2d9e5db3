import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { type AppConfig, databaseFile, uploadsDir } from '../../config';

// `npm run db -w api -- backup <dir> | restore <dir>`. A backup is a folder: the database
// (SQLite's online backup API, consistent while the API writes; or pg_dump's custom format)
// plus the upload files when they live on disk (UPLOAD_STORE=fs), and a manifest saying which.

const execFileAsync = promisify(execFile);
// A server that does not answer must end the command, not hang it (libpq waits forever).
const run = (file: string, args: string[], options: { timeout: number; maxBuffer?: number }) =>
  execFileAsync(file, args, {
    ...options,
    env: { ...process.env, PGCONNECT_TIMEOUT: process.env.PGCONNECT_TIMEOUT ?? '10' },
  });
const MANIFEST = 'backup.json';
const SQLITE_FILE = 'app.db';
const PG_FILE = 'database.dump';
// pg_dump of a large database takes a while; a stuck server must still end the command.
const PG_TIMEOUT_MS = 30 * 60_000;

interface Manifest {
  database: 'sqlite' | 'postgres';
  uploads: boolean;
  createdAt: string;
}

export async function backup(config: AppConfig, dir: string): Promise<Manifest> {
  fs.mkdirSync(dir, { recursive: true });
  if (fs.readdirSync(dir).length > 0) throw new Error(`Backup folder ${dir} is not empty`);
  const database = config.databaseUrl ? 'postgres' : 'sqlite';
  if (config.databaseUrl) {
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--file', path.join(dir, PG_FILE), config.databaseUrl],
      { timeout: PG_TIMEOUT_MS },
    );
  } else {
    const source = new SqliteDatabase(databaseFile(config), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      await source.backup(path.join(dir, SQLITE_FILE));
    } finally {
      source.close();
    }
  }
  const files = uploadsDir(config);
  const uploads = config.uploadStore === 'fs' && fs.existsSync(files);
  if (uploads) fs.cpSync(files, path.join(dir, 'uploads'), { recursive: true });
  const manifest: Manifest = { database, uploads, createdAt: new Date().toISOString() };
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * pg_restore runs with an empty search_path, and the user search index's functions (frozen
 * migration 007) name `unaccent` unqualified, so building that index fails. Tables and rows
 * go in as pg_restore does them; indexes, constraints and triggers run with `public` on the
 * path, as they do when the migrations build them.
 */
async function restorePostgres(url: string, file: string): Promise<void> {
  const options = { timeout: PG_TIMEOUT_MS, maxBuffer: 256 * 1024 * 1024 };
  const common = ['--no-owner', '--exit-on-error'];
  await run(
    'pg_restore',
    [
      ...common,
      '--clean',
      '--if-exists',
      '--section=pre-data',
      '--section=data',
      '--dbname',
      url,
      file,
    ],
    options,
  );
  const { stdout } = await run(
    'pg_restore',
    [...common, '--section=post-data', '--file=-', file],
    options,
  );
  const postData = stdout
    .replaceAll(
      "set_config('search_path', '', false)",
      "set_config('search_path', 'public', false)",
    )
    // psql's own commands (`\restrict`, which newer pg_dump writes around a script) are not SQL.
    .replace(/^\\.*$/gm, '');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(postData);
  } finally {
    await client.end();
  }
}

function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${dir} is not a backup: it has no ${MANIFEST}`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/**
 * Into a database that holds nothing yet (stop the API first): SQLite refuses an existing
 * file; PostgreSQL's restore replaces what the dump names.
 */
export async function restore(config: AppConfig, dir: string): Promise<Manifest> {
  const manifest = readManifest(dir);
  const target = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.database !== target) {
    throw new Error(`${dir} holds a ${manifest.database} backup; this API uses ${target}`);
  }
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, path.join(dir, PG_FILE));
  } else {
    const file = databaseFile(config);
    if (fs.existsSync(file)) {
      throw new Error(`${file} exists: restore only into an empty DATA_DIR (move it away first)`);
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const source = new SqliteDatabase(path.join(dir, SQLITE_FILE), {
      readonly: true,
      fileMustExist: true,
    });
    try {
      await source.backup(file);
    } finally {
      source.close();
    }
  }
  if (manifest.uploads)
    fs.cpSync(path.join(dir, 'uploads'), uploadsDir(config), { recursive: true });
  return manifest;
}
