import { REMOTE_ROUTES } from '../routes/route-queries';
import type { RemoteName } from '../routes/route-types';

/** Every remote of the platform, from the route manifest. */
export const REMOTE_NAMES: readonly RemoteName[] = [
  ...new Set(REMOTE_ROUTES.map((route) => route.app)),
];

/**
 * Why a remote failed in an admin's browser, as the shell reports it (no message text: it
 * could carry personal data). `load-failed`: manifest, entry or chunk did not load;
 * `incompatible`: the compatibility guard refused it; `render-crash`: the page threw.
 */
export const FAILURE_CODES = ['load-failed', 'incompatible', 'render-crash'] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];
