import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type UserListFormat, usersListBody } from './user-list-json';

const gzip = promisify(zlib.gzip);

/**
 * Level 1: measured on 100k users in 'rows' form (20 MB), ~0.3 s for 6.3 MB, against ~0.5 s
 * for 5.7 MB at level 4 and ~0.8 s for 5.3 MB at the default 6. It runs on libuv's thread
 * pool, never on the event loop.
 */
export const USER_LIST_GZIP_LEVEL = 1;

export interface UserListBody {
  json: Buffer;
  /** The same bytes gzip-compressed, compressed once on first use. */
  gzipped: () => Promise<Buffer>;
}

export interface UserListCache {
  get: (format: UserListFormat) => Promise<UserListBody>;
}

/**
 * Temp triggers (this connection only, never written to the database file) count every
 * change to the users table made through this connection, whatever code path makes it;
 * `PRAGMA data_version` changes when another connection (e.g. the seed CLI) commits.
 */
const INSTALL = [
  sql`create temp table if not exists user_list_version (n integer not null)`,
  sql`insert into temp.user_list_version (n)
      select 0 where not exists (select 1 from temp.user_list_version)`,
  ...['insert', 'update', 'delete'].map(
    (event) => sql`create temp trigger if not exists ${sql.raw(`user_list_${event}`)}
      after ${sql.raw(event)} on main.users
      begin update user_list_version set n = n + 1; end`,
  ),
];

function lazyGzip(json: Buffer): () => Promise<Buffer> {
  let compressed: Promise<Buffer> | undefined;
  return () => (compressed ??= gzip(json, { level: USER_LIST_GZIP_LEVEL }));
}

/**
 * The user list response, built once per change of the users table and kept in memory (one
 * body per format). Building 100k users costs ~0.5 s and compressing them ~0.4 s; an
 * unchanged list is then sent in milliseconds however often the screen is opened.
 */
export function createUserListCache(db: Kysely<Database>): UserListCache {
  let installed: Promise<void> | undefined;
  const entries = new Map<UserListFormat, { version: string; body: Promise<UserListBody> }>();

  const install = () =>
    (installed ??= (async () => {
      for (const statement of INSTALL) await statement.execute(db);
    })());

  async function version(): Promise<string> {
    const counter = await sql<{ n: number }>`select n from temp.user_list_version`.execute(db);
    const external = await sql<{ data_version: number }>`pragma data_version`.execute(db);
    return `${external.rows[0]?.data_version}:${counter.rows[0]?.n}`;
  }

  async function build(format: UserListFormat): Promise<UserListBody> {
    const json = Buffer.from(await usersListBody(db, format));
    return { json, gzipped: lazyGzip(json) };
  }

  return {
    async get(format) {
      await install();
      const current = await version();
      const hit = entries.get(format);
      if (hit?.version === current) return hit.body;
      const entry = { version: current, body: build(format) };
      entries.set(format, entry);
      const forget = () => {
        if (entries.get(format) === entry) entries.delete(format);
      };
      try {
        const body = await entry.body;
        // The list is read in chunks; a write between two chunks makes this copy suspect,
        // so it answers this request but the next one rebuilds.
        if ((await version()) !== current) forget();
        return body;
      } catch (error) {
        forget();
        throw error;
      }
    },
  };
}
