import { multipart, type MultipartPart } from './multipart';
import type { TestContext } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Signed-in request helpers for a test file. Takes a getter because the app and cookie are
 * created in `beforeAll`, after the helpers are declared.
 */
export function adminRequests(session: () => { t: TestContext; cookie: string }) {
  return {
    send: (method: Method, url: string, payload?: object) => {
      const { t, cookie } = session();
      return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    },
    upload: (url: string, parts: MultipartPart[]) => {
      const { t, cookie } = session();
      const body = multipart(parts);
      return t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, ...body.headers },
        payload: body.payload,
      });
    },
    /** What the app's upload store holds, to prove a refused upload left nothing behind. */
    uploadsListing: () => session().t.app.uploads.list(),
  };
}
