/**
 * How long a browser may keep each served file. Content-hashed files never change under their
 * name, so they are cached for a year; the files a redeploy changes in place must be
 * revalidated on every load, or a browser would keep an old shell or point at old chunks.
 */
const HASHED_FILE = /\.[0-9a-f]{8}\./;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** index.html, mf-manifest.json, remoteEntry.js, remotes.json and anything else unhashed. */
export function cacheControlFor(fileName: string): string {
  return HASHED_FILE.test(fileName) ? IMMUTABLE : REVALIDATE;
}
