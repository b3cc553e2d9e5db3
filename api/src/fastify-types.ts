import type { Permission, Role } from '@rewards/contract';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { UploadStore } from './storage/upload-store';

export interface AdminIdentity {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** Signed in with a one-time password; only their own account is open until it changes. */
  mustChangePassword: boolean;
  /** Their role needs a second factor and none is set up: only their own account is open. */
  mustEnrolFactor: boolean;
  /** Browser sessions only: whether a factor is set up, and when this session last proved it. */
  factor?: { enrolled: boolean; checkedAt: number | null };
}

// Decorations added in app.ts; declared once here so every route sees them typed.
declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
    uploads: UploadStore;
  }
  interface FastifyRequest {
    /** Set by the auth hook for signed-in requests; null on public routes without a session. */
    admin: AdminIdentity | null;
    /** Set on the deploy-report route: the deploy token's id and the remote it is for. */
    deployToken: { id: number; remote: string } | null;
  }
  interface FastifyContextConfig {
    /** Public routes skip the deny-by-default session check. */
    public?: boolean;
    /** What the signed-in admin needs (deny by default: every non-public route declares one). */
    permission?: Permission;
    /** Error bodies on this route also carry `error` (the quiz/video screens read it). */
    errorField?: boolean;
    /** Only a browser session may call it (API token management): bearer tokens get a 403. */
    sessionOnly?: boolean;
    /** Called by deploy scripts with a deploy token instead of a session (decision 034). */
    deployToken?: boolean;
    /** A large decision: a session needs a fresh second-factor check (platform/mfa/step-up.ts). */
    stepUp?: boolean;
  }
}
