import { normaliseApiError } from '@rewards/shared';

/**
 * docs/product.md#quizzes-and-videos: show the server's `error` field when it sent one, else the
 * screen's own text. A 5xx body is generic, so the screen's text reads better there.
 */
export function serverErrorOr(error: unknown, fallback: string): string {
  const apiError = normaliseApiError(error);
  const clientError = apiError.status !== undefined && apiError.status < 500;
  return clientError && apiError.serverError ? apiError.serverError : fallback;
}
