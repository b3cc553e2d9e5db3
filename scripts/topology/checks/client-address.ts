/**
 * The client's address reaches the API's sign-in throttle through nginx (X-Forwarded-For set
 * to the address nginx saw, believed from TRUST_PROXY with TRUST_PROXY_SECRET). A client that
 * makes up a new X-Forwarded-For for every wrong password is still one address and is
 * throttled after FREE_FAILURES for that email; another client (another loopback address, as
 * another machine would be) trying the same email is not, and signs in the owner meanwhile.
 */
import { FREE_FAILURES } from '../../../api/src/platform/access/login-attempts';
import { check, httpsClient, type HttpsClient } from '../https-client';
import { ADMIN_ORIGIN, OWNER } from '../topology';

const TARGET = 'nobody@topology.test';

function signIn(client: HttpsClient, json: object, headers: Record<string, string> = {}) {
  return client.send(`${ADMIN_ORIGIN}/api/admin/login`, {
    method: 'POST',
    headers: { origin: ADMIN_ORIGIN, ...headers },
    json,
  });
}

export async function checkClientAddress(ca: string): Promise<void> {
  const attacker = httpsClient(ca, '127.0.0.2');
  const bystander = httpsClient(ca, '127.0.0.3');
  try {
    const statuses: number[] = [];
    for (let i = 1; i <= FREE_FAILURES + 2; i++) {
      // A different made-up address each time, as an attack rotating the header would.
      const spoofed = { 'x-forwarded-for': `203.0.113.${i}` };
      const answer = await signIn(attacker, { email: TARGET, password: `wrong-${i}` }, spoofed);
      statuses.push(answer.status);
    }
    const firstThrottled = statuses.indexOf(429);
    check(
      firstThrottled === FREE_FAILURES && statuses.slice(firstThrottled).every((s) => s === 429),
      `127.0.0.2, a new X-Forwarded-For each time, is throttled after ${FREE_FAILURES} wrong passwords (${statuses.join(' ')})`,
    );
    const sameEmail = await signIn(bystander, { email: TARGET, password: 'wrong-again' });
    check(
      sameEmail.status === 401,
      `127.0.0.3 is another client: its wrong password for the same email is a 401 (${sameEmail.status})`,
    );
    const owner = await signIn(bystander, OWNER);
    check(owner.status === 200, `127.0.0.3 signs the owner in meanwhile (${owner.status})`);
  } finally {
    await Promise.all([attacker.close(), bystander.close()]);
  }
}
