import type { Role } from '@rewards/contract';
import { sessionCookie, type TestContext } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Requests of the admin-account tests, which switch between several signed-in admins: each
 * call names the session cookie it runs as. Takes a getter because the app is created in
 * `beforeAll`, after the helpers are declared.
 */
export function adminAccountRequests(app: () => TestContext['app']) {
  const call = (cookie: string, method: Method, url: string, payload?: object) =>
    app().inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const signIn = (email: string, password: string) =>
    app().inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
  return {
    call,
    signIn,
    /** Signs in and returns the session cookie (throws when the sign-in fails). */
    sessionOf: async (email: string, password: string) =>
      sessionCookie(await signIn(email, password)),
    createAdmin: (owner: string, email: string, role: Role, password: string) =>
      call(owner, 'POST', '/api/admins', { email, name: email.split('@')[0], role, password }),
    changePassword: (cookie: string, currentPassword: string, newPassword: string) =>
      call(cookie, 'POST', '/api/admins/me/password', { currentPassword, newPassword }),
  };
}
