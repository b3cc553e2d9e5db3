import { type Static, Type } from '@sinclair/typebox';
import { FAILURE_CODES, REMOTE_NAMES } from '../platform';
import { Nullable, StrictObject, StringEnum, Timestamp } from './common';

// Remote failure reports and platform health (decision 017). A report holds no free text:
// the module and route must be the route manifest's, so nothing personal can ride along.

export const RemoteNameSchema = Type.Union(REMOTE_NAMES.map((name) => Type.Literal(name)));
/** `<package version>-<content hash>`, or `unknown` when the manifest never loaded. */
export const DeployVersion = Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$' });

export const RemoteFailureReport = StrictObject({
  remote: RemoteNameSchema,
  version: DeployVersion,
  /** Exposed module name, e.g. `UserTablePage` (checked against the manifest). */
  module: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]{0,63}$' }),
  code: Type.Union(FAILURE_CODES.map((code) => Type.Literal(code))),
  /** The manifest path of the route (no query string, no ids). */
  route: Type.String({ pattern: '^/[A-Za-z0-9/_-]{0,100}$' }),
  /** Identical failures the browser folded into this one report. */
  count: Type.Integer({ minimum: 1, maximum: 100 }),
});
export type RemoteFailureReport = Static<typeof RemoteFailureReport>;

export const RemoteFailureBatch = StrictObject({
  reports: Type.Array(RemoteFailureReport, { minItems: 1, maxItems: 20 }),
});
export type RemoteFailureBatch = Static<typeof RemoteFailureBatch>;

export const LatestRemoteFailure = StrictObject({
  at: Timestamp,
  version: Type.String(),
  module: Type.String(),
  code: Type.String(),
  route: Type.String(),
});
export type LatestRemoteFailure = Static<typeof LatestRemoteFailure>;

export const RemoteHealth = StrictObject({
  remote: Type.String(),
  /** The version the last deploy or rollback switched to; null if never deployed by script. */
  deployedVersion: Nullable(Type.String()),
  deployedAt: Nullable(Timestamp),
  deployAction: Nullable(StringEnum(['deploy', 'rollback'] as const)),
  failuresLastHour: Type.Integer(),
  failuresLastDay: Type.Integer(),
  latestFailure: Nullable(LatestRemoteFailure),
});
export type RemoteHealth = Static<typeof RemoteHealth>;

export const PlatformHealthResponse = StrictObject({
  success: Type.Literal(true),
  remotes: Type.Array(RemoteHealth),
});
export type PlatformHealthResponse = Static<typeof PlatformHealthResponse>;
