import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';
import { backup } from './backup';
import { pgConnection, redactUrls } from './pg-tools';

// The production review: the database password never reaches a command line (`ps`) or an error.

const SECRET = 'app-secret-pw';
const URL_WITH_PASSWORD = `postgres://app:${SECRET}@127.0.0.1:1/rewards?sslmode=disable`;

describe('PostgreSQL client tools', () => {
  it('pass the password in the environment, not on the command line', () => {
    const connection = pgConnection(URL_WITH_PASSWORD);
    expect(connection.dbname).toBe('postgres://app@127.0.0.1:1/rewards?sslmode=disable');
    expect(connection.env.PGPASSWORD).toBe(SECRET);
  });

  it('redact every URL in a message', () => {
    expect(redactUrls(`a ${URL_WITH_PASSWORD} and postgresql://u:p%40ss@h/db.`)).toBe(
      'a postgres://app:***@127.0.0.1:1/rewards?sslmode=disable and postgresql://u:***@h/db.',
    );
  });

  it('never print the password when pg_dump fails', async () => {
    const config = {
      ...loadConfig({ DATA_DIR: os.tmpdir() }),
      databaseUrl: URL_WITH_PASSWORD,
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-tools-test-'));
    const failure = await backup(config, path.join(dir, 'backup')).then(
      () => new Error('pg_dump succeeded'),
      (error: Error) => error,
    );
    fs.rmSync(dir, { recursive: true, force: true });
    expect(failure.message).toMatch(/pg_dump/);
    expect(failure.message).not.toContain(SECRET);
  });
});
