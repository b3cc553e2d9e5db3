/**
 * Where this client loads its page chunks from: the same rule as the remote's entry
 * (scripts/remote-public-path.ts, decision 032). A deploy keeps the unhashed client script in
 * its version folder and publishes the hashed chunks once, one folder up; the plain `dist/`
 * has them next to the script. Imported first by the entry, so it runs before any chunk loads.
 */
declare global {
  // Rspack's free variable: assigning it sets where chunks load from.
  var __webpack_public_path__: string;
}

const script = document.currentScript as HTMLScriptElement | null;
const src = script?.src.split(/[?#]/)[0] ?? '';
const folder = src.slice(0, src.lastIndexOf('/') + 1);
const folderName = folder.split('/').slice(-2)[0] ?? '';

// Defined by the client's build config from the remote's package version.
__webpack_public_path__ = new RegExp(process.env.VERSION_FOLDER_PATTERN ?? '^$').test(folderName)
  ? folder.slice(0, folder.length - folderName.length - 1)
  : folder;

// A module (for `declare global`), so its names also stay out of the global scope.
export {};
