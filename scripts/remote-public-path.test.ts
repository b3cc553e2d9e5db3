import path from 'node:path';
import { remotePublicPath } from './remote-public-path';
import { ROOT_DIR } from '../server/src/platform-apps';

/** Runs the entry's public-path function as the browser would, for a script at `src`. */
function publicPathFor(src: string): string {
  const code = `var __webpack_public_path__; (${remotePublicPath(path.join(ROOT_DIR, 'mfe-users'))}()); return __webpack_public_path__;`;
  return new Function('document', code)({ currentScript: { src } }) as string;
}

it('loads a deployed version’s chunks from the shared folder above it (decision 032)', () => {
  expect(publicPathFor('https://cdn.example/users/versions/1.0.0-0a1b2c3d/remoteEntry.js')).toBe(
    'https://cdn.example/users/versions/',
  );
  expect(
    publicPathFor('http://localhost:3001/versions/1.0.0-0a1b2c3d/remoteEntry.js?retry=2'),
  ).toBe('http://localhost:3001/versions/');
});

it('loads a plain build’s chunks from next to its entry', () => {
  expect(publicPathFor('http://localhost:3001/remoteEntry.js')).toBe('http://localhost:3001/');
  expect(publicPathFor('https://cdn.example/users/2.0.0-0a1b2c3d/remoteEntry.js')).toBe(
    'https://cdn.example/users/2.0.0-0a1b2c3d/',
  );
});
