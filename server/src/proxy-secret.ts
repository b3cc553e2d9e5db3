import { randomBytes } from 'node:crypto';

/**
 * The secret the shell's `/api` proxy sends so the API believes its X-Forwarded-For
 * (TRUST_PROXY_SECRET, docs/security.md). A fresh one per run unless given: the API and the
 * app servers are children of this process and inherit it; no other local process knows it,
 * so none can pick its rate-limit address (docs/security.md).
 */
export function proxySecretForThisRun(): void {
  process.env.TRUST_PROXY_SECRET ||= randomBytes(32).toString('hex');
}
