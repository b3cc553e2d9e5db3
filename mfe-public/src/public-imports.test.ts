import fs from 'node:fs';
import path from 'node:path';

/**
 * The public pages are most visitors' first load: admin-only shared entries (tables, dialogs,
 * drawers, the toaster) must not be pulled into them. Only the standalone dev host may use
 * them, and tests may (the render helper mounts the admin overlays).
 */
const ADMIN_ONLY = /from ['"]@rewards\/shared\/(ui-admin|table|auth)['"]/;
const ALLOWED = new Set(['bootstrap.tsx']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

it('public pages import no admin-only shared entry', () => {
  const offenders = sourceFiles(__dirname)
    .filter((file) => !ALLOWED.has(path.relative(__dirname, file)))
    .filter((file) => ADMIN_ONLY.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(__dirname, file));
  expect(offenders).toEqual([]);
});

it('the check would catch an offender', () => {
  expect(ADMIN_ONLY.test("import { Dialog } from '@rewards/shared/ui-admin';")).toBe(true);
  expect(ADMIN_ONLY.test("import { DataTable } from '@rewards/shared/table';")).toBe(true);
  expect(ADMIN_ONLY.test("import { Button } from '@rewards/shared/ui';")).toBe(false);
});
