// Limits the API enforces and the screens check first, so the admin sees a clear message
// before anything is sent. Dependency-free: the frontends import this file at runtime
// (`@rewards/contract/limits`) without pulling TypeBox into a browser bundle.

/** Highest wallet balance, rupees. */
export const WALLET_MAX = 10_000_000;
export const WALLET_MESSAGE = 'Wallet must be a non-negative amount with at most 2 decimals';

export const NOTIFICATION_MAX = 1000;

/**
 * Rows per request of a server-paged list screen: a screen shows ~12 rows, so one window
 * covers several screens. Here so the shell's boot can ask for a first page as the screen does.
 */
export const LIST_WINDOW_ROWS = 100;
export const VIDEO_TITLE_MAX = 200;

/** name@bank: letters, digits, dot, dash or underscore before the @; letters only after it. */
export const UPI_PATTERN = '^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$';
export const UPI_MESSAGE = 'Invalid UPI ID format (expected name@bank)';

/** Each plan's price in US dollars (docs/product.md#public-site), by the name users carry. */
export const PLAN_PRICES_USD: Readonly<Record<string, number>> = {
  'Bronze Free': 0,
  Silver: 60,
  'Gold 1': 100,
  'Gold 2': 200,
  'Premium 1': 500,
  'Premium 2': 1000,
  'Premium 3': 2000,
  'Premium 4': 5000,
  'Premium 5': 10000,
};

/** docs/security.md: an admin password has at least 12 characters. */
export const ADMIN_PASSWORD_MIN = 12;

// The user list's sort keys are declared with its columns (USER_LIST); the screens read them here.
export { USER_SORT_KEYS, type UserSortKey } from '../lists/user-list';
/** Rows per request of the user list query. */
export const USER_PAGE_MAX = 500;
/** Longest search string of the user list query and the CSV export, characters. */
export const USER_SEARCH_MAX = 200;
/** Users a user referred that their page lists (the count covers all of them). */
export const REFERRALS_SHOWN = 100;

/** Longest life of an API token, in days (decision 034). */
export const API_TOKEN_MAX_DAYS = 365;

/** Rows one bulk action may touch in one call (ids or a filter's matches), decision 030. */
export const BULK_MAX = 10_000;
/** Longest reason a decision keeps in its audit entry (a bulk reject's, one for all rows). */
export const REASON_MAX = 500;
export { BULK_REFUSAL_LABELS, type BulkLine, type BulkRefusalReason } from './bulk-lines';
export { SSO_OUTCOMES, type SsoOutcome, ssoOutcomeMessage } from './sso-outcomes';

// Why the API refused, where a screen acts on it (docs/security.md#second-factor).
/** Sign-in: this account asks for a code after the password. */
export const FACTOR_CODE_REQUIRED = 'factor_code_required';
/** The role needs a second factor and none is set up: only setting one up is open. */
export const FACTOR_ENROLMENT_REQUIRED = 'factor_enrolment_required';
/** A large decision needs a fresh code: the screen asks for one and sends the request again. */
export const STEP_UP_REQUIRED = 'step_up_required';

/** The longest name an admin may give a passkey ("Work laptop", "YubiKey 5C"). */
export const PASSKEY_NAME_MAX = 60;
