import { type Permission, ROLES, type Role, roleHas } from '@rewards/contract';
import Fastify, { type RouteOptions } from 'fastify';
import { registerAuthHook } from '../../src/plugins/auth-hook';
import { DEMO_ROLE_ACCOUNTS } from '../../src/platform/access/admin-account';
import { LIST_SOURCES } from '../../src/list-catalogue';
import { createTestApp, type TestContext } from '../helpers/test-app';

// Every protected route and the permission it needs (docs/permissions.md). Changing a route's
// permission means changing this table on purpose; a list's routes (page, summary where it
// has one, CSV) need the permission its contract declaration names (decision 065), which
// test/lists/list-registration.test.ts holds to its live events' and its screen's.
const LIST_ROUTES: Record<string, Permission> = Object.fromEntries(
  LIST_SOURCES.flatMap(({ declaration: { path, permission }, summary }) => [
    [`GET /api${path}`, permission],
    ...(summary ? [[`GET /api${path}/summary`, permission]] : []),
    [`GET /api${path}/export.csv`, permission],
  ]),
);

const EXPECTED: Record<string, Permission> = {
  ...LIST_ROUTES,
  'GET /api/admin/me': 'account:self',
  'GET /api/admins': 'admins:manage',
  'POST /api/admins': 'admins:manage',
  'PATCH /api/admins/:id': 'admins:manage',
  'POST /api/admins/me/password': 'account:self',
  'GET /api/admins/me/sessions': 'account:self',
  'DELETE /api/admins/me/sessions/:id': 'account:self',
  'GET /api/admin/mfa': 'account:self',
  'POST /api/admin/mfa/totp': 'account:self',
  'POST /api/admin/mfa/totp/confirm': 'account:self',
  'POST /api/admin/mfa/totp/remove': 'account:self',
  'POST /api/admin/mfa/step-up': 'account:self',
  'GET /api/admin/mfa/passkeys': 'account:self',
  'POST /api/admin/mfa/passkeys/options': 'account:self',
  'POST /api/admin/mfa/passkeys': 'account:self',
  'DELETE /api/admin/mfa/passkeys/:id': 'account:self',
  'POST /api/admin/mfa/passkeys/check-options': 'account:self',
  'POST /api/admins/:id/factor-reset': 'admins:manage',
  'GET /api/admin/factor-resets': 'admins:manage',
  'PUT /api/admin/factor-resets/:id': 'admins:manage',
  'GET /api/dashboard/stats': 'dashboard:read',
  'GET /api/events': 'dashboard:read',
  'GET /api/events/counts': 'dashboard:read',
  'GET /api/dashboard/recent-activities': 'dashboard:read',
  'GET /api/dashboard/series': 'dashboard:read',
  'GET /api/users/all-users': 'users:read',
  'GET /api/users/:id': 'users:read',
  'GET /api/users/:id/referrals': 'users:read',
  'PUT /api/users/:id/trust': 'users:trust',
  'PUT /api/users/:id/payment-status': 'users:approve-payment',
  'PUT /api/admin/users/:id/status': 'users:status',
  'PUT /api/admin/users/:id/wallet': 'users:wallet',
  'DELETE /api/admin/users/:id': 'users:delete',
  'GET /api/wallet/all': 'payments:read',
  'PUT /api/wallet-due/:id': 'payments:decide',
  'GET /api/wallet/:id/screenshot': 'payments:read',
  'GET /api/withdrawals/all': 'payments:read',
  'GET /api/withdrawals/:id': 'payments:read',
  'PUT /api/withdrawals/:id': 'payments:decide',
  'GET /api/review/queue': 'payments:decide',
  'GET /api/review/items/:kind/:id/context': 'payments:decide',
  'POST /api/review/items/:kind/:id/claim': 'payments:decide',
  'DELETE /api/review/items/:kind/:id/claim': 'payments:decide',
  'POST /api/review/items/:kind/:id/decision': 'payments:decide',
  'GET /api/admin/all-payments': 'payments:read',
  'GET /api/get-upi': 'upi:manage',
  'POST /api/update-upi': 'upi:manage',
  'GET /api/notifications/all': 'notifications:read',
  'POST /api/notifications': 'notifications:write',
  'PUT /api/notifications/:id': 'notifications:write',
  'DELETE /api/notifications/:id': 'notifications:write',
  'POST /api/users/bulk/status': 'users:status',
  'POST /api/users/bulk/trust': 'users:trust',
  'POST /api/wallet/bulk/due': 'payments:decide',
  'POST /api/withdrawals/bulk/reject': 'payments:decide',
  'POST /api/withdrawals/bulk/approve': 'payments:decide',
  'POST /api/notifications/bulk/delete': 'notifications:write',
  'POST /api/users/bulk/status/count': 'users:status',
  'POST /api/users/bulk/trust/count': 'users:trust',
  'POST /api/wallet/bulk/due/count': 'payments:decide',
  'POST /api/withdrawals/bulk/reject/count': 'payments:decide',
  'POST /api/withdrawals/bulk/approve/count': 'payments:decide',
  'POST /api/notifications/bulk/delete/count': 'notifications:write',
  'GET /api/quiz-with-videos': 'content:read',
  'POST /api/quizzes': 'content:write',
  'DELETE /api/quizzes/:id': 'content:write',
  'POST /api/videos': 'content:write',
  'DELETE /api/videos/:id': 'content:write',
  'GET /api/home-data': 'content:read',
  'POST /api/home-data': 'content:write',
  'DELETE /api/home-data/:id': 'content:write',
  'GET /api/uploads/:name': 'content:read',
  'GET /api/contact-messages': 'contact:read',
  'GET /api/contact-messages/unread-count': 'contact:read',
  'PUT /api/contact-messages/:id': 'contact:manage',
  'DELETE /api/contact-messages/:id': 'contact:manage',
  'GET /api/admin/wallet-changes': 'users:wallet',
  'PUT /api/admin/wallet-changes/:id': 'users:wallet',
  'POST /api/platform/failures': 'platform:report',
  'GET /api/platform/health': 'platform:read',
  'GET /api/admins/me/tokens': 'account:self',
  'POST /api/admins/me/tokens': 'account:self',
  'DELETE /api/admins/me/tokens/:id': 'account:self',
  'GET /api/platform/deploy-tokens': 'platform:deploy',
  'POST /api/platform/deploy-tokens': 'platform:deploy',
  'DELETE /api/platform/deploy-tokens/:id': 'platform:deploy',
  'GET /api/saved-views': 'views:own',
  'POST /api/saved-views': 'views:own',
  'PATCH /api/saved-views/:id': 'views:own',
  'DELETE /api/saved-views/:id': 'views:own',
};

const STREAMS = new Set(['GET /api/events']);

const EMAIL_OF: Record<Role, string> = {
  owner: 'admin@rewards.test',
  ...(Object.fromEntries(DEMO_ROLE_ACCOUNTS.map((a) => [a.role, a.email])) as Record<
    Exclude<Role, 'owner'>,
    string
  >),
};

function concreteUrl(url: string): string {
  // A missing id (999999) keeps permitted writes from changing the rows other checks read.
  return url.replace(':id', '999999').replace(':name', '00000000-0000-4000-8000-000000000000.png');
}

describe('permissions: every route x every role against the matrix', () => {
  const declared = new Map<string, Permission | undefined>();
  let t: TestContext;
  const cookies = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onRoute: (route: RouteOptions) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods.filter((m) => m !== 'HEAD'))
            // The deploy-report route takes a deploy token, no session (test/deploy-tokens).
            if (!route.config?.public && !route.config?.deployToken)
              declared.set(`${method} ${route.url}`, route.config?.permission);
        },
      },
    );
    for (const role of ROLES) cookies[role] = await t.loginAs(EMAIL_OF[role]);
    // Seven password hashes (three demo accounts, four sign-ins) on a shared 2-core machine.
  }, 30_000);
  afterAll(async () => t.close());

  it('every protected route declares exactly the expected permission', () => {
    expect(Object.fromEntries(declared)).toEqual(EXPECTED);
  });

  it('answers 403 {success:false,message} exactly where the role lacks the permission', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [route, permission] of Object.entries(EXPECTED)) {
      const [method, url] = route.split(' ') as [string, string];
      // The event stream never ends, so inject cannot wait for it: test/events/events-access.test.ts
      // opens it as each role over a socket.
      if (STREAMS.has(route)) continue;
      for (const role of ROLES) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: concreteUrl(url),
          headers: { cookie: cookies[role] },
        });
        const allowed = roleHas(role, permission);
        expected.push(`${role} ${route} ${allowed ? 'allowed' : 'forbidden'}`);
        outcomes.push(`${role} ${route} ${res.statusCode === 403 ? 'forbidden' : 'allowed'}`);
        expect(res.statusCode).not.toBe(401);
        expect(res.statusCode).toBeLessThan(500);
        if (!allowed) {
          expect(res.json()).toMatchObject({
            success: false,
            message: 'You do not have access to this action',
          });
        }
      }
    }
    expect(outcomes).toEqual(expected);
    // About 150 requests; a ceiling for a busy shared machine, not a wait.
  }, 60_000);

  it('the session answer carries the role and the permissions of the matrix', async () => {
    for (const role of ROLES) {
      const res = await t.app.inject({ url: '/api/admin/me', headers: { cookie: cookies[role] } });
      expect(res.json().admin).toMatchObject({ email: EMAIL_OF[role], role });
      const permissions: Permission[] = res.json().admin.permissions;
      expect(permissions.every((p) => roleHas(role, p))).toBe(true);
      expect(permissions.length).toBe(new Set(permissions).size);
    }
    const content = await t.app.inject({
      url: '/api/admin/me',
      headers: { cookie: cookies.content },
    });
    expect(content.json().admin.permissions).not.toContain('payments:read');
  });

  it('a route without a declared permission stops the app from starting', async () => {
    const bare = Fastify();
    registerAuthHook(bare);
    const start = async () => {
      await bare.register(async (scope) => {
        scope.get('/api/undeclared', async () => ({ ok: true }));
      });
      await bare.ready();
    };
    await expect(start()).rejects.toThrow('GET /api/undeclared declares no permission');
    await bare.close();
  });
});
