/**
 * Sign-in through nginx over TLS: the session cookie is `Secure` and `HttpOnly` (the API is
 * outside demo mode, as in production) and the session works on the next request.
 */
import { check, type HttpsClient } from '../https-client';
import { ADMIN_ORIGIN, OWNER } from '../topology';

/** Signs the owner in and returns the `Cookie` header value (`sid=...`). */
export async function checkSecureCookie(client: HttpsClient): Promise<string> {
  const answer = await client.send(`${ADMIN_ORIGIN}/api/admin/login`, {
    method: 'POST',
    headers: { origin: ADMIN_ORIGIN },
    json: OWNER,
  });
  check(answer.status === 200, `sign-in through nginx answers 200 (${answer.status})`);
  const setCookie = [answer.headers['set-cookie'] ?? []].flat();
  const sid = setCookie.find((cookie) => cookie.startsWith('sid='));
  const attributes = (sid ?? '').split(';').map((part) => part.trim().toLowerCase());
  check(
    attributes.includes('secure') && attributes.includes('httponly'),
    `the session cookie is Secure and HttpOnly (${sid?.replace(/=[^;]+/, '=…')})`,
  );
  const cookie = (sid ?? '').split(';')[0] as string;
  const me = await client.send(`${ADMIN_ORIGIN}/api/admin/me`, { headers: { cookie } });
  const email = (me.body as { admin?: { email?: string } }).admin?.email;
  check(me.status === 200 && email === OWNER.email, 'the session is the owner on the next request');
  return cookie;
}
