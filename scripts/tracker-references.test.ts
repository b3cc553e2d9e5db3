import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../server/src/platform-apps';

// Why lives in the repository (docs/, decision records), not in an outside tracker's issue
// numbers, which a reader of the code cannot open.
const TRACKER_REFERENCE = /\bissues? ?#?\d+\b/i;

it('no source file or document cites an issue number of an outside tracker', () => {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.md'], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && fs.existsSync(path.join(ROOT_DIR, file)));
  expect(files.length).toBeGreaterThan(500);
  const citing = files.filter((file) =>
    TRACKER_REFERENCE.test(fs.readFileSync(path.join(ROOT_DIR, file), 'utf8')),
  );
  expect(citing).toEqual([]);
});
