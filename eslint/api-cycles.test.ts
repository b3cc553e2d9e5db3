import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The API's cycle check (`npm run lint:cycles`, .dependency-cruiser.cjs) on two probe trees:
// a loop made only of type imports fails it (ESLint's import-x/no-cycle lets that pass), the
// same files importing one way pass.
const ROOT = path.join(__dirname, '..');
const DEPCRUISE = path.join(ROOT, 'node_modules', '.bin', 'depcruise');

function cruise(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-cycles-'));
  try {
    for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), code);
    return spawnSync(DEPCRUISE, [dir, '--config', path.join(ROOT, '.dependency-cruiser.cjs')], {
      cwd: ROOT,
      encoding: 'utf8',
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

it('fails on a loop of type imports and passes the same files without it', () => {
  const looped = cruise({
    'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
    'b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
  });
  expect(looped.status).not.toBe(0);
  expect(looped.stdout).toContain('no-circular');

  const oneWay = cruise({
    'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
    'b.ts': 'export type B = { n: number };\n',
  });
  expect(oneWay.stdout + oneWay.stderr).toContain('no dependency violations found');
  expect(oneWay.status).toBe(0);
}, 120_000);
