import { ADMIN_PASSWORD_MIN } from '@rewards/contract';
import path from 'node:path';
import { cookieSecureFrom } from './cookie-config';
import { type EventsConfig, eventsFrom } from './events-config';
import { type MfaConfig, mfaFrom } from './mfa-config';
import { type OidcConfig, oidcFrom } from './oidc-config';
import {
  boolFrom,
  intFrom,
  listFrom,
  parseAppOrigins,
  portFrom,
  positiveIntFrom,
  serverLimitsFrom,
  type ServerLimits,
} from '@rewards/http-edge';

export { listFrom, serverLimitsFrom, type ServerLimits } from '@rewards/http-edge';

/** Everything the API reads from the environment, resolved once at start-up. */
export interface AppConfig {
  host: string;
  port: number;
  /** Holds app.db and uploads/. Tests point this at a temp dir. */
  dataDir: string;
  /** postgres:// URL from DATABASE_URL: PostgreSQL instead of DATA_DIR/app.db. */
  databaseUrl: string | undefined;
  adminEmail: string;
  /** Undefined means "use the demo password" (only allowed in demo mode). */
  adminPassword: string | undefined;
  demoMode: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Serve the OpenAPI document and UI at /api/docs (on in demo mode, opt-in otherwise). */
  apiDocs: boolean;
  /** `Secure` on the sid cookie: on outside demo mode unless explicitly opted out. */
  cookieSecure: boolean;
  /** Login attempts per minute per IP. */
  loginRateLimit: number;
  /** Contact form posts per minute per IP. */
  contactRateLimit: number;
  /**
   * Proxy addresses (IPs, CIDRs or proxy-addr names like `loopback`) whose X-Forwarded-For is
   * believed. Empty: the client IP is always the socket's, so nobody can spoof it.
   */
  trustProxy: string[];
  /**
   * TRUST_PROXY_SECRET: X-Forwarded-For is believed only from requests carrying it in
   * `X-Proxy-Secret` (the shell's proxy sends it). Required when TRUST_PROXY lists loopback.
   */
  trustProxySecret: string | undefined;
  /**
   * Origins of the admin app. A write (any method but GET, HEAD, OPTIONS) from a browser must
   * come from one of them; see src/plugins/csrf-guard.ts.
   */
  appOrigins: string[];
  videoMaxMb: number;
  /**
   * The start-up sweep only removes orphan uploads untouched for this long, since another
   * process on the same data folder may be writing or about to commit them.
   */
  uploadSweepGraceMs: number;
  /**
   * Where uploads live (UPLOAD_STORE): `fs`, files in DATA_DIR/uploads (default on SQLite), or
   * `db`, chunks in the database (default on PostgreSQL, so every instance sees them).
   */
  uploadStore: 'fs' | 'db';
  /**
   * Withdrawals above this many rupees need two different admins' approvals (0: off).
   * WITHDRAWAL_SECOND_APPROVAL_ABOVE.
   */
  withdrawalSecondApprovalAbove: number;
  /**
   * Decision 027: neither admin of a two-person approval may hold an account another admin
   * created or changed this many hours ago or less (SECOND_APPROVER_COOLING_OFF_HOURS).
   */
  secondApproverCoolingOffHours: number;
  /**
   * Decision 035: one user's single-admin wallet changes within this many hours add up against
   * WITHDRAWAL_SECOND_APPROVAL_ABOVE, so splitting a change does not dodge the second admin
   * (WALLET_CHANGE_WINDOW_HOURS).
   */
  walletChangeWindowHours: number;
  /** Connection limits against slow or piled-up clients; see src/plugins/server-limits.ts. */
  limits: ServerLimits;
  /** Live updates (`GET /api/events`, decision 015). */
  events: EventsConfig;
  /** Second factors and the fresh check before large decisions. */
  mfa: MfaConfig;
  /** Company sign-in (OpenID Connect, decision 059); undefined when not configured. */
  oidc: OidcConfig | undefined;
  logLevel: string;
  /**
   * Prometheus `/metrics` on this port of its own (METRICS_PORT; unset or 0: off), bound to
   * METRICS_HOST (default loopback): never on the API's port (decision 033).
   */
  metricsPort: number;
  metricsHost: string;
  /** Users to create when seeding an empty database in demo mode. */
  seedUsers: number;
  /** Injectable clock so tests can move time forward (session expiry). */
  now: () => Date;
}

export const DEMO_PASSWORD = 'Admin@123';
export const DEFAULT_ADMIN_EMAIL = 'admin@rewards.test';
export const DEFAULT_SEED_USERS = 60;
// One source with the admin screens' password rule.
export const MIN_ADMIN_PASSWORD_LENGTH = ADMIN_PASSWORD_MIN;

// __dirname is api/src (tsx, jest) or api/dist (built); both sit one level below api/.
const defaultDataDir = path.resolve(__dirname, '..', '.data');

function uploadStoreFrom(value: string | undefined, databaseUrl: string | undefined) {
  if (value === undefined || value.trim() === '') return databaseUrl ? 'db' : 'fs';
  if (value === 'fs' || value === 'db') return value;
  throw new Error(`UPLOAD_STORE must be fs or db, got "${value}"`);
}

const LOOPBACK = /^(loopback|localhost|127\.|::1$|::ffff:127\.)/;
const MIN_PROXY_SECRET = 32;

/**
 * Every local process connects from loopback, so trusting a loopback proxy by its address
 * alone lets any of them pick its rate-limit IP: such a proxy must also prove a secret.
 */
function trustProxySecretFrom(env: NodeJS.ProcessEnv): string | undefined {
  const secret = env.TRUST_PROXY_SECRET || undefined;
  if (secret !== undefined && secret.length < MIN_PROXY_SECRET) {
    throw new Error(`TRUST_PROXY_SECRET must be at least ${MIN_PROXY_SECRET} characters`);
  }
  if (secret === undefined && listFrom(env.TRUST_PROXY).some((entry) => LOOPBACK.test(entry))) {
    throw new Error(
      'TRUST_PROXY lists a loopback address, which every local process shares: set TRUST_PROXY_SECRET too (the shell proxy sends it)',
    );
  }
  return secret;
}

/** Builds the config from env vars; throws on values that would silently misbehave. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const adminPassword =
    env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length > 0 ? env.ADMIN_PASSWORD : undefined;
  const demoMode = boolFrom(env.DEMO_MODE, adminPassword === undefined, 'DEMO_MODE');
  if (!demoMode && adminPassword === undefined) {
    throw new Error('ADMIN_PASSWORD is required when DEMO_MODE=false');
  }
  // Demo mode publishes its login hint to anyone, so it must never run with a real password.
  if (demoMode && adminPassword !== undefined) {
    throw new Error(
      'ADMIN_PASSWORD cannot be combined with DEMO_MODE=true: demo mode publishes its login hint. Unset one of them.',
    );
  }
  if (adminPassword !== undefined && adminPassword.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/./.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL (unset it to use SQLite in DATA_DIR)');
  }
  return {
    host: env.HOST || '127.0.0.1',
    port: portFrom(env.PORT, 4000, 'PORT'),
    dataDir: path.resolve(env.DATA_DIR || defaultDataDir),
    databaseUrl,
    adminEmail: (env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL).toLowerCase(),
    adminPassword,
    demoMode,
    sessionIdleMinutes: positiveIntFrom(env.SESSION_IDLE_MINUTES, 30, 'SESSION_IDLE_MINUTES'),
    sessionAbsoluteHours: positiveIntFrom(env.SESSION_ABSOLUTE_HOURS, 12, 'SESSION_ABSOLUTE_HOURS'),
    apiDocs: boolFrom(env.API_DOCS, demoMode, 'API_DOCS'),
    cookieSecure: cookieSecureFrom(env, demoMode),
    loginRateLimit: intFrom(env.LOGIN_RATE_LIMIT, 10, 'LOGIN_RATE_LIMIT'),
    contactRateLimit: intFrom(env.CONTACT_RATE_LIMIT, 5, 'CONTACT_RATE_LIMIT'),
    trustProxy: listFrom(env.TRUST_PROXY),
    trustProxySecret: trustProxySecretFrom(env),
    appOrigins: parseAppOrigins(env.APP_ORIGINS),
    videoMaxMb: intFrom(env.VIDEO_MAX_MB, 200, 'VIDEO_MAX_MB'),
    uploadSweepGraceMs: intFrom(env.UPLOAD_SWEEP_GRACE_MS, 60_000, 'UPLOAD_SWEEP_GRACE_MS'),
    uploadStore: uploadStoreFrom(env.UPLOAD_STORE, databaseUrl),
    withdrawalSecondApprovalAbove: intFrom(
      env.WITHDRAWAL_SECOND_APPROVAL_ABOVE,
      0,
      'WITHDRAWAL_SECOND_APPROVAL_ABOVE',
    ),
    secondApproverCoolingOffHours: intFrom(
      env.SECOND_APPROVER_COOLING_OFF_HOURS,
      72,
      'SECOND_APPROVER_COOLING_OFF_HOURS',
    ),
    walletChangeWindowHours: intFrom(
      env.WALLET_CHANGE_WINDOW_HOURS,
      24,
      'WALLET_CHANGE_WINDOW_HOURS',
    ),
    limits: serverLimitsFrom(env),
    events: eventsFrom(env),
    mfa: mfaFrom(env, parseAppOrigins(env.APP_ORIGINS)),
    oidc: oidcFrom(env, demoMode, parseAppOrigins(env.APP_ORIGINS)),
    logLevel: env.LOG_LEVEL || 'info',
    metricsPort: metricsPortFrom(env.METRICS_PORT),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    seedUsers: intFrom(env.SEED_USERS, DEFAULT_SEED_USERS, 'SEED_USERS'),
    now: () => new Date(),
  };
}

function metricsPortFrom(value: string | undefined): number {
  const port = intFrom(value, 0, 'METRICS_PORT');
  if (port > 65_535)
    throw new Error(`METRICS_PORT must be a port number (0-65535), got "${value}"`);
  return port;
}

/** The password the admin row is (re)hashed with at start-up (never shown by the login hint). */
export function effectiveAdminPassword(config: AppConfig): string {
  return config.adminPassword ?? DEMO_PASSWORD;
}

export function databaseFile(config: AppConfig): string {
  return path.join(config.dataDir, 'app.db');
}

/** What openDatabase() opens: the PostgreSQL URL when configured, else the SQLite file. */
export function databaseTarget(config: AppConfig): string {
  return config.databaseUrl ?? databaseFile(config);
}

/** The database for log lines, without any password in the URL. */
export function databaseLabel(config: AppConfig): string {
  if (config.databaseUrl === undefined) return databaseFile(config);
  const url = new URL(config.databaseUrl);
  url.password = '';
  return url.toString();
}

/** Uploaded files live here, outside any source folder; names are random UUIDs. */
export function uploadsDir(config: AppConfig): string {
  return path.join(config.dataDir, 'uploads');
}
