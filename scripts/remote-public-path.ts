/**
 * Where a remote's `remoteEntry.js` loads its chunks from (decision 032). A deploy publishes
 * the manifest and entry of each version under `<versions>/<version>/` and every
 * content-hashed file once, under its own name, in `<versions>/` itself, so a chunk that did
 * not change keeps its URL across deploys. The entry finds them from its own URL: in a folder
 * named like one of this remote's versions, the chunks are one folder up; anywhere else
 * (the plain `dist/` a remote's server serves) they sit next to it, as with `publicPath: 'auto'`.
 *
 * Passed as Module Federation's `getPublicPath` (function form: it runs in the entry before
 * anything loads, with no `new Function`, which the shell's Content-Security-Policy forbids)
 * for a remote with one entry file (mfe-public); an admin remote's split entry applies the
 * same rule to find its container, which then finds the chunks beside itself (decision 042).
 */
import fs from 'node:fs';
import path from 'node:path';

/** A folder named for a version of this remote: `<package version>-<8 hex>` (decision 017). */
export function versionFolderPattern(packageVersion: string): string {
  // Character classes, not backslashes: MF doubles every backslash of the code it inlines.
  // A prefix: an operator may publish a copy of a build under a longer name (the e2e suite
  // deploys `<version>.e2e1`), and it shares the build's chunks all the same.
  return `^${packageVersion.replace(/[.+]/g, '[$&]')}-[0-9a-f]{8}`;
}

/** The version in a remote's package.json, which its version folders start with. */
export function packageVersionOf(remoteDir: string): string {
  return (
    JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

/** One line, no backslash: Module Federation inlines it escaped as if it were a string. */
export function remotePublicPath(remoteDir: string): string {
  const version = packageVersionOf(remoteDir);
  return [
    'function () {',
    'var src = document.currentScript ? document.currentScript.src.split(/[?#]/)[0] : "";',
    'var folder = src.slice(0, src.lastIndexOf("/") + 1);',
    'var name = folder.split("/").slice(-2)[0];',
    `__webpack_public_path__ = new RegExp(${JSON.stringify(versionFolderPattern(version))}).test(name)`,
    '? folder.slice(0, folder.length - name.length - 1) : folder;',
    '}',
  ].join(' ');
}
