/** docs/product.md#public-site: the app's store listing, unless the deployment names another. */
export const DEFAULT_APP_STORE_URL = 'https://play.google.com/store/apps';

/**
 * The store link from the `APP_STORE_URL` build setting (README "Configuration"); unset or
 * empty gives the spec's default. Anything but an absolute https URL throws, so a typo fails
 * the build (the server-rendered pages are written by running this module) instead of
 * shipping a broken link.
 */
export function appStoreUrl(configured: string | undefined): string {
  if (configured === undefined || configured.trim() === '') return DEFAULT_APP_STORE_URL;
  let url: URL;
  try {
    url = new URL(configured.trim());
  } catch {
    throw new Error(`APP_STORE_URL is not a URL: ${configured}`);
  }
  if (url.protocol !== 'https:') throw new Error(`APP_STORE_URL must use https: ${configured}`);
  return url.href;
}
