import axios, { type InternalAxiosRequestConfig } from 'axios';
import { STEP_UP_REQUIRED } from '@rewards/contract/limits';
import { useSessionStore } from '../session/session-store';
import { askForStepUp } from '../session/step-up-store';
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

/** Marks the one retry after a step-up, so a second refusal is not asked again. */
type RetryConfig = InternalAxiosRequestConfig & { stepUpRetry?: boolean };
const isRetry = (config: RetryConfig) => config.stepUpRetry === true;

apiClient.interceptors.response.use(
  (response) => {
    noteAppliedChanges(response);
    return response;
  },
  async (error: unknown) => {
    const apiError = normaliseApiError(error);
    const config = axios.isAxiosError(error) ? error.config : undefined;
    // A large decision on a session not checked lately: ask for a code, then send the same
    // request again, so the screen's work (a form, a reason) is never lost. Once per request.
    if (apiError.reason === STEP_UP_REQUIRED && config && !isRetry(config)) {
      const retry: RetryConfig = { ...config, stepUpRetry: true };
      if (await askForStepUp()) return apiClient.request(retry);
      return Promise.reject(apiError);
    }
    // A 401 on anything but the login call means the session ended: sign out everywhere.
    const url = config?.url ?? '';
    const sessionEnded = apiError.reason !== STEP_UP_REQUIRED && !url.endsWith('/admin/login');
    if (apiError.status === 401 && sessionEnded) {
      useSessionStore.getState().expire();
    }
    return Promise.reject(apiError);
  },
);
