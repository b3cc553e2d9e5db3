/**
 * The REST API's contract: every request and response as a TypeBox schema, and its type under
 * the same name. The API validates and serialises with the schemas; the frontends import the
 * types only (`import type`), so TypeBox never reaches a browser bundle. Runtime limits the
 * screens need live in `@rewards/contract/limits`.
 */
export * from './api/admins';
export * from './api/api-tokens';
export * from './api/audit';
export * from './api/auth';
export * from './api/mfa';
export * from './api/passkeys';
export * from './api/sso';
export * from './api/factor-resets';
export * from './api/common';
export * from './api/contact';
export * from './api/content';
export * from './api/dashboard';
export * from './api/events';
export * from './api/formats';
export * from './api/limits';
export * from './api/notifications';
export * from './api/payments';
export * from './api/platform';
export * from './api/upi';
export * from './api/users';
export * from './api/wallet-changes';
export * from './api/review';
export * from './api/review-context';
export * from './api/user-query';
export * from './api/user-detail';
export * from './api/saved-views';
export * from './api/bulk';
// The API enforces the matrix at runtime, so it needs it from the built main entry too.
export * from './permissions';
// The API reads the live-update names and permissions from the built main entry.
export * from './events/event-types';
// The API writes, filters and exports the audit trail by these at runtime.
export * from './audit';
export * from './csv';
// Plain manifest facts the API checks failure reports against at run time (it runs the
// built main entry only, not the `/routes` and `/platform` sources).
export { FAILURE_CODES, REMOTE_NAMES, type FailureCode } from './platform/remote-names';
export { routesOf } from './routes/route-queries';
// Server-paged lists: their declarations (the API builds queries and CSV from them at run
// time) and the schemas derived from them.
export * from './lists';
export * from './api/list-query';
export * from './api/list-schemas';
