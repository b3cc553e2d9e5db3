import { type Static, Type } from '@sinclair/typebox';
import { RoleSchema } from './auth';
import { Nullable, StrictObject, StringEnum, Text, Timestamp } from './common';
import { API_TOKEN_MAX_DAYS } from './limits';
import { DeployVersion, RemoteNameSchema } from './platform';

// API tokens for non-browser clients (decision 034): personal tokens an admin makes for their
// own scripts (a role no wider than theirs, always expiring), and deploy tokens an owner makes
// for one remote's deploy and rollback commands. One table, told apart by `kind`.

export const API_TOKEN_KINDS = ['personal', 'deploy'] as const;
export type ApiTokenKind = (typeof API_TOKEN_KINDS)[number];

/** A token as listed: never its secret, which is shown once, at creation. */
export const ApiToken = StrictObject({
  id: Type.Integer(),
  kind: StringEnum(API_TOKEN_KINDS),
  name: Type.String(),
  /** Personal tokens: the role the token acts with. */
  role: Nullable(Type.String()),
  /** Deploy tokens: the remote whose deploys it may record. */
  remote: Nullable(Type.String()),
  /** The secret's last 4 characters, to tell tokens apart. */
  hint: Type.String(),
  createdBy: Type.String({ description: "The creating admin's email" }),
  createdAt: Timestamp,
  expiresAt: Nullable(Timestamp),
  lastUsedAt: Nullable(Timestamp),
});
export type ApiToken = Static<typeof ApiToken>;

export const ApiTokenListResponse = StrictObject({
  success: Type.Literal(true),
  data: Type.Array(ApiToken),
});
export type ApiTokenListResponse = Static<typeof ApiTokenListResponse>;

export const CreatedApiTokenResponse = StrictObject({
  success: Type.Literal(true),
  data: ApiToken,
  /** The secret for `Authorization: Bearer`; not stored, never shown again. */
  token: Type.String(),
});
export type CreatedApiTokenResponse = Static<typeof CreatedApiTokenResponse>;

const ExpiresInDays = Type.Integer({ minimum: 1, maximum: API_TOKEN_MAX_DAYS });

export const CreatePersonalTokenBody = StrictObject({
  name: Text(100, 'Name'),
  /** No wider than the creating admin's own role. */
  role: RoleSchema,
  expiresInDays: ExpiresInDays,
});
export type CreatePersonalTokenBody = Static<typeof CreatePersonalTokenBody>;

export const CreateDeployTokenBody = StrictObject({
  remote: RemoteNameSchema,
  name: Text(100, 'Name'),
  /** Omitted: valid until revoked. */
  expiresInDays: Type.Optional(ExpiresInDays),
});
export type CreateDeployTokenBody = Static<typeof CreateDeployTokenBody>;

/** What `deploy` and `rollback` report with a deploy token (POST /api/platform/deployments). */
export const DeploymentReport = StrictObject({
  remote: RemoteNameSchema,
  version: DeployVersion,
  manifestUrl: Type.String({ format: 'uri', maxLength: 2000 }),
  action: Type.Union([Type.Literal('deploy'), Type.Literal('rollback')]),
  previousVersion: Type.Union([DeployVersion, Type.Null()]),
  deployedBy: Text(100, 'Deployed by'),
  /** When the switch happened (a deploy recorded later keeps its time); default now. */
  at: Type.Optional(Type.String({ format: 'date-time' })),
});
export type DeploymentReport = Static<typeof DeploymentReport>;

export const DeploymentRecordedResponse = StrictObject({
  success: Type.Literal(true),
  id: Type.Integer(),
});
export type DeploymentRecordedResponse = Static<typeof DeploymentRecordedResponse>;
