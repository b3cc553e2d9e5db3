import { count } from '../helpers/snapshots';
import { createTestApp, type TestContext } from '../helpers/test-app';

// docs/security.md#issue-30-fixed-and-tested, finding 3.
// Five wrong passwords from anywhere locked any admin (the owner too) for
// 15 minutes, and only existing accounts answered "locked".
describe('failed sign-ins are slowed per email and address', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const signIn = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress,
      payload: { email, password },
    });
  const answer = async (email: string, password: string, ip: string) => {
    const res = await signIn(email, password, ip);
    return `${res.statusCode} ${res.json().message ?? ''} ${res.headers['retry-after'] ?? ''}`;
  };

  it('never locks the owner out for a stranger at another address', async () => {
    for (let i = 0; i < 8; i += 1) await signIn('admin@rewards.test', 'wrong-password', '10.9.0.1');
    expect((await signIn('admin@rewards.test', 'Admin@123', '10.9.0.1')).statusCode).toBe(429);
    expect((await signIn('admin@rewards.test', 'Admin@123', '10.9.0.2')).statusCode).toBe(200);
  });

  it('answers known and unknown emails alike, with delays that grow', async () => {
    const run = async (email: string, ip: string) => {
      const answers: string[] = [];
      for (let i = 0; i < 6; i += 1) answers.push(await answer(email, 'wrong-password', ip));
      t.clock.advance(31_000);
      answers.push(await answer(email, 'wrong-password', ip));
      answers.push(await answer(email, 'wrong-password', ip));
      t.clock.advance(61_000);
      answers.push(await answer(email, 'wrong-password', ip));
      return answers;
    };
    const known = await run('finance@rewards.test', '10.9.1.1');
    const unknown = await run('nobody-here@rewards.test', '10.9.1.2');
    expect(unknown).toEqual(known);
    const invalid = '401 Invalid email or password ';
    const wait = (s: number) =>
      `429 Too many failed sign-ins for this email from your address: try again in ${s} seconds ${s}`;
    expect(known).toEqual([
      ...Array(5).fill(invalid),
      wait(30),
      invalid, // after the wait one more try, which doubles the delay
      wait(60),
      invalid,
    ]);
  });

  it('records where slowing starts for an existing account, and a success clears it', async () => {
    const audits = await count(t.app, 'audit_log');
    for (let i = 0; i < 5; i += 1) await signIn('support@rewards.test', 'wrong', '10.9.2.1');
    expect(await count(t.app, 'audit_log')).toBe(audits + 1);
    t.clock.advance(31_000);
    expect((await signIn('support@rewards.test', 'Admin@123', '10.9.2.1')).statusCode).toBe(200);
    // Cleared: four more failures are free again.
    for (let i = 0; i < 4; i += 1) {
      expect((await signIn('support@rewards.test', 'wrong', '10.9.2.1')).statusCode).toBe(401);
    }
  });
});
