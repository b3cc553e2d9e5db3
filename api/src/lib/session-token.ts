import { createHash, randomBytes } from 'node:crypto';

/** A fresh session token for the cookie (32 random bytes, base64url). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked database cannot be replayed as cookies. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
