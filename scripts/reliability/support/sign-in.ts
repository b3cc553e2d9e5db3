/**
 * Signs in with the demo admin pair the API itself publishes in demo mode (the suite's
 * platforms always run in demo mode), returning the `Cookie` header value. `as` signs in
 * another seeded admin instead (the seed gives every admin the demo password).
 */
export async function signInAsDemoAdmin(
  apiUrl: string,
  origin: string,
  as?: string,
): Promise<string> {
  const hint = await fetch(`${apiUrl}/api/admin/login-hint`);
  if (!hint.ok) throw new Error(`login hint answered ${hint.status}: is the API in demo mode?`);
  const { email, password } = (await hint.json()) as { email: string; password: string };
  const response = await fetch(`${apiUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: as ?? email, password }),
  });
  const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (response.status !== 200 || !sid)
    throw new Error(`sign-in as ${as ?? email} answered ${response.status}`);
  return sid.split(';')[0] as string;
}
