import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './test-app';

/**
 * The browser's part of a company sign-in: the app's start and callback routes (injected),
 * the provider in between over real HTTP, redirects followed by hand with a cookie jar.
 */
const cookieOf = (res: LightMyRequestResponse, name: string): string | undefined =>
  res.cookies.find((cookie) => cookie.name === name)?.value;

/** `GET /api/admin/sso/start`: the provider's authorization URL and the flow cookie. */
export async function startSso(t: TestContext): Promise<{ authUrl: string; flow: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/sso/start' });
  if (res.statusCode !== 303) throw new Error(`start answered ${res.statusCode}: ${res.body}`);
  return { authUrl: String(res.headers.location), flow: cookieOf(res, 'sso_flow') ?? '' };
}

/** Follows the provider's redirects until it sends the browser back to the app. */
export async function throughProvider(authUrl: string, appOrigin: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.origin === appOrigin) return url;
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url.href}: ${res.status}`);
    url = new URL(location, url);
  }
  throw new Error('the provider redirected too often');
}

/** The provider's redirect back, as the browser sends it, with the flow cookie. */
export function callback(t: TestContext, back: URL, flow: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: flow ? { sso_flow: flow } : {},
  });
}

/** A whole company sign-in: start, provider, callback. */
export async function ssoSignIn(t: TestContext): Promise<LightMyRequestResponse> {
  const { authUrl, flow } = await startSso(t);
  return callback(t, await throughProvider(authUrl, t.config.appOrigins[0]!), flow);
}

export { cookieOf };
