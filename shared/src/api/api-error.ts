import { isAxiosError, isCancel } from 'axios';

/** An API failure reduced to what a screen needs: a message to show and the HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    /** The `error` field some endpoints add (quiz/video deletes). */
    readonly serverError?: string,
    /** The caller aborted the request (an upload's Cancel); no answer was awaited. */
    readonly cancelled = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /**
   * A 4xx: the server refused this request and said why, so its message is meant for the
   * admin. A 5xx or no answer at all gets the screen's own wording instead.
   */
  get isClientError(): boolean {
    return this.status !== undefined && this.status >= 400 && this.status < 500;
  }
}

interface ErrorBody {
  message?: unknown;
  error?: unknown;
}

/** Turns anything thrown by the API client into an ApiError with a human message. */
export function normaliseApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) return new ApiError('Cancelled', undefined, undefined, true);
  if (isAxiosError<ErrorBody>(error)) {
    const body = error.response?.data;
    const serverMessage = typeof body?.message === 'string' ? body.message : undefined;
    const serverError = typeof body?.error === 'string' ? body.error : undefined;
    if (!error.response) {
      return new ApiError('The server could not be reached. Check your connection.', undefined);
    }
    return new ApiError(
      serverMessage ?? serverError ?? `Request failed (${error.response.status})`,
      error.response.status,
      serverError,
    );
  }
  return new ApiError(error instanceof Error ? error.message : 'Unexpected error', undefined);
}

/** The server's message when it sent one, otherwise the screen's own fallback text. */
export function serverMessageOr(error: unknown, fallback: string): string {
  const apiError = normaliseApiError(error);
  return apiError.isClientError ? apiError.message : fallback;
}

/**
 * The server's `error` field when it sent one (quiz and video routes, docs/product.md: shown to
 * the admin, even for a 5xx), otherwise as `serverMessageOr`.
 */
export function serverErrorOr(error: unknown, fallback: string): string {
  return normaliseApiError(error).serverError ?? serverMessageOr(error, fallback);
}
