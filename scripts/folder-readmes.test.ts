import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../server/src/platform-apps';

/**
 * A folder README's layout block (the fenced block after the prose) names the folder's files
 * in its first column: `name.ts`, `folder/`, `bench-*.ts`, several on a line separated by
 * commas; a line indented four or more spaces continues a description. The block must name
 * every file and folder there (tests and their `test-*` fixtures aside) and nothing that is
 * gone, so a moved or added file shows up here rather than in a reader's confusion.
 */
const READMES = [
  { readme: 'server/README.md', folder: 'server/src' },
  { readme: 'scripts/README.md', folder: 'scripts' },
  { readme: 'http-edge/README.md', folder: 'http-edge/src' },
];

/** The names in the first column of a README's layout block. */
function namesIn(readme: string): string[] {
  const text = fs.readFileSync(path.join(ROOT_DIR, readme), 'utf8');
  const block = /```\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
  return block
    .split('\n')
    .filter((line) => line.trim() !== '' && !/^ {4}/.test(line))
    .flatMap((line) => line.trim().split(/ {2,}/)[0]!.split(/,\s*/))
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The folder's entries a reader should find there: folders end in `/`; no tests or fixtures. */
function entriesOf(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT_DIR, folder), { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name))
    .filter((name) => name !== 'README.md' && !/\.test\.tsx?$|^test-/.test(name));
}

const matcher = (name: string) =>
  new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);

describe.each(READMES)('$readme', ({ readme, folder }) => {
  const names = namesIn(readme);
  const entries = entriesOf(folder);

  it('names only what is there', () => {
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !entries.some((entry) => matcher(name).test(entry)))).toEqual([]);
  });

  it(`names every file and folder of ${folder}`, () => {
    expect(entries.filter((entry) => !names.some((name) => matcher(name).test(entry)))).toEqual([]);
  });
});
