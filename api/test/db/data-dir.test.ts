import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { describeSqliteOnly } from '../helpers/test-db';
import { migrations } from '../../src/db/migrations';

const NEWEST = Object.keys(migrations).at(-1);

const run = promisify(execFile);
const API_DIR = path.join(__dirname, '..', '..');

// Database operations (api/README.md): a bad DATA_DIR stops the start at once with the setting and the path.
describeSqliteOnly('DATA_DIR that cannot hold the database', () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-'));
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));
  const start = (dataDir: string) =>
    buildApp({ ...loadConfig({ DATA_DIR: dataDir }), logLevel: 'silent' });

  it('refuses a folder under /proc, fast', async () => {
    const started = Date.now();
    await expect(start('/proc/self/rewards')).rejects.toThrow(
      'DATA_DIR /proc/self/rewards is under /proc, a virtual file system: choose a folder on disk',
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('names the path it cannot write', async () => {
    const file = path.join(base, 'a-file');
    fs.writeFileSync(file, '');
    await expect(start(path.join(file, 'data'))).rejects.toThrow(
      `DATA_DIR ${path.join(file, 'data')} is not a writable folder (ENOTDIR)`,
    );
  });

  it('`npm run db -- status` lists every migration; a bad PORT names the setting', async () => {
    const dataDir = path.join(base, 'cli');
    const cli = (args: string[], env: NodeJS.ProcessEnv = {}) =>
      run(
        process.execPath,
        ['--import', 'tsx', '--conditions=@rewards/source', 'src/db/db-cli.ts', ...args],
        {
          cwd: API_DIR,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
          timeout: 30_000,
        },
      );
    const migrated = await cli(['migrate']);
    expect(migrated.stdout).toContain(`migrated ${NEWEST}`);
    const status = await cli(['status']);
    expect(status.stdout).toMatch(/^ran +001-core {2}\d{4}-/m);
    const rolled = await cli(['rollback']);
    expect(rolled.stdout).toContain(`rolled back ${NEWEST}`);
    await expect(cli(['status'], { PORT: '70000' })).rejects.toMatchObject({
      stderr: expect.stringContaining('PORT must be a port from 0 to 65535'),
    });
    await expect(cli(['rollback', 'all'])).rejects.toMatchObject({
      stderr: expect.stringContaining('rollback needs a count of 1 or more, not all'),
    });
    // Five processes that each load TypeScript, on a shared 2-core machine.
  }, 90_000);
});
