/** The admin password every bench server starts with (ADMIN_PASSWORD). */
export const BENCH_PASSWORD = 'bench-password-123';

/**
 * Signs the demo owner in on a bench server and returns the session cookie. `origin` is sent
 * when the bench writes as the admin app (the CSRF guard refuses cookie writes without it).
 */
export async function benchLogin(
  url: string,
  { password = BENCH_PASSWORD, origin }: { password?: string; origin?: string } = {},
): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin && { origin }) },
    body: JSON.stringify({ email: 'admin@rewards.test', password }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`login failed: ${res.status}`);
  return cookie;
}
