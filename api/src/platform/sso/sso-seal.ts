import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signs the small states a company sign-in keeps in the browser between requests (the
 * flow's state, nonce and PKCE verifier; the pending second step). The key is derived from
 * OIDC_CLIENT_SECRET, which every API instance already shares, so a flow begun on one
 * instance finishes on another with no table and no extra secret (decision 059).
 */
export type SealPurpose = 'flow' | 'second-step';

const keyOf = (secret: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, 'rewards-admin', 'sso cookie seal', 32));

const macOf = (secret: string, body: string): string =>
  createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

export function seal(
  secret: string,
  purpose: SealPurpose,
  data: object,
  expiresAt: number,
): string {
  const body = Buffer.from(JSON.stringify({ p: purpose, exp: expiresAt, d: data })).toString(
    'base64url',
  );
  return `${body}.${macOf(secret, body)}`;
}

/** The sealed data, or null if forged, of another purpose, malformed or expired. */
export function unseal(
  secret: string,
  purpose: SealPurpose,
  value: string | undefined,
  now: number,
): Record<string, unknown> | null {
  const [body, mac, extra] = (value ?? '').split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(macOf(secret, body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const sealed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      p?: unknown;
      exp?: unknown;
      d?: unknown;
    };
    if (sealed.p !== purpose || typeof sealed.exp !== 'number' || sealed.exp <= now) return null;
    return typeof sealed.d === 'object' && sealed.d !== null
      ? (sealed.d as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
