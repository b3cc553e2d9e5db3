import type { Kysely } from 'kysely';

// Any schema: the dialect's SQL names its tables itself. Its own file, so the search helpers
// that types.ts names can take it without importing types.ts back.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;
