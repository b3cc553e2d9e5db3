import axios from 'axios';
import { useSessionStore } from '../session/session-store';
import { normaliseApiError } from './api-error';
import { noteAppliedChanges } from './applied-changes';

/**
 * The one HTTP client of the platform. It talks to `/api` on the page's own origin (the dev
 * and static servers proxy it to the API), so the httpOnly session cookie is first-party.
 */
export const apiClient = axios.create({
  baseURL: '/api',
  withCredentials: true,
  timeout: 30_000,
  headers: { Accept: 'application/json' },
  // No XSRF cookie to copy into a header (the API checks the request's origin, see
  // docs/security.md#csrf). With a cookie name axios reads it before every request through the
  // async cookieStore API, whose answer is a browser task queued behind the page's rendering:
  // a sort's request left 50-490 ms after the click, once React had rendered the change
  // (decision 048).
  xsrfCookieName: '',
});

apiClient.interceptors.response.use(
  (response) => {
    noteAppliedChanges(response);
    return response;
  },
  (error: unknown) => {
    const apiError = normaliseApiError(error);
    // A 401 on anything but the login call means the session ended: sign out everywhere.
    const url = axios.isAxiosError(error) ? (error.config?.url ?? '') : '';
    if (apiError.status === 401 && !url.endsWith('/admin/login')) {
      useSessionStore.getState().expire();
    }
    return Promise.reject(apiError);
  },
);
