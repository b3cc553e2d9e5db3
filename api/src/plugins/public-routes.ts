// The deny-by-default allow-list: the only routes reachable without an admin session.
// Kept as data in one file so a reviewer can audit it at a glance.

const PUBLIC_ROUTES = new Set([
  'POST /api/admin/login',
  'POST /api/admin/login/passkey-options',
  'POST /api/admin/logout',
  'GET /api/admin/login-hint',
  // Company sign-in (decision 059): the screen's button, the provider's redirect back, and
  // the second step, which carries its own signed proof of the provider's sign-in.
  'GET /api/admin/sso',
  'GET /api/admin/sso/start',
  'GET /api/admin/sso/callback',
  'POST /api/admin/sso/second-step',
  'POST /api/contact',
  'GET /healthz',
  'GET /readyz',
]);

const PUBLIC_PREFIXES = ['/api/docs'];

export function isPublicRoute(method: string, url: string): boolean {
  // HEAD routes Fastify adds for GET routes share the GET route's access rule.
  const effective = method === 'HEAD' ? 'GET' : method;
  if (PUBLIC_ROUTES.has(`${effective} ${url}`)) return true;
  return PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}
