// The deny-by-default allow-list: the only routes reachable without an admin session.
// Kept as data in one file so a reviewer can audit it at a glance.

const PUBLIC_ROUTES = new Set([
  'POST /api/admin/login',
  'POST /api/admin/login/passkey-options',
  'POST /api/admin/logout',
  'GET /api/admin/login-hint',
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
