import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type AppConfig, databaseFile, uploadsDir } from '../../config';
import { createPrivateFile, makePrivate } from '../private-files';
import { assertEmptyDatabase, restoreInOneTransaction } from './pg-restore';
import { pgConnection, runPgTool } from './pg-tools';

// `npm run db -w api -- backup <dir> | restore <dir>`. A backup is a folder: the database
// (SQLite's online backup API, consistent while the API writes; or pg_dump's custom format)
// plus the upload files when they live on disk (UPLOAD_STORE=fs), and a manifest saying which.
// It holds password and token hashes: the folder is 0700 and every file in it 0600.

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
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (fs.readdirSync(dir).length > 0) throw new Error(`Backup folder ${dir} is not empty`);
  fs.chmodSync(dir, 0o700);
  const database = config.databaseUrl ? 'postgres' : 'sqlite';
  if (config.databaseUrl) {
    const connection = pgConnection(config.databaseUrl);
    const file = path.join(dir, PG_FILE);
    createPrivateFile(file);
    await runPgTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--file', file, '--dbname', connection.dbname],
      connection,
      { timeout: PG_TIMEOUT_MS },
    );
  } else {
    createPrivateFile(path.join(dir, SQLITE_FILE));
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
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  makePrivate(dir);
  return manifest;
}

function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${dir} is not a backup: it has no ${MANIFEST}`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/**
 * Into a database that holds nothing yet (stop the API first): SQLite refuses an existing
 * file, PostgreSQL a database with any table, before either is touched.
 */
export async function restore(config: AppConfig, dir: string): Promise<Manifest> {
  const manifest = readManifest(dir);
  const target = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.database !== target) {
    throw new Error(`${dir} holds a ${manifest.database} backup; this API uses ${target}`);
  }
  if (config.databaseUrl) {
    const connection = pgConnection(config.databaseUrl);
    await assertEmptyDatabase(config.databaseUrl, connection.password);
    await restoreInOneTransaction(connection, path.join(dir, PG_FILE), PG_TIMEOUT_MS);
  } else {
    const file = databaseFile(config);
    if (fs.existsSync(file)) {
      throw new Error(`${file} exists: restore only into an empty DATA_DIR (move it away first)`);
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    createPrivateFile(file);
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
