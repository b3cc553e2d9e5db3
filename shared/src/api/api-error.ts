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
    /** Why a money decision was refused ('not_permitted'), when the server said. */
    readonly reason?: string,
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
  reason?: unknown;
}

export const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

/**
 * What went wrong and what to do, in words, for an answer that brought no message of its own
 * (a proxy's HTML page, an empty body) or only the generic 'Internal server error': an admin
 * cannot act on 'Request failed (500)'.
 */
export function statusMessage(status: number): string {
  if (status === 401) return 'Your session has ended. Sign in again.';
  if (status === 403) return 'You do not have access to this action.';
  if (status === 404) return 'It was not found: it may have been deleted. Reload the page.';
  if (status === 409) return 'It was changed meanwhile. Reload the page and try again.';
  if (status === 413) return 'It is too large for the server. Choose a smaller file.';
  if (status === 429) return 'Too many requests. Wait a minute and try again.';
  if (status === 502 || status === 503 || status === 504) {
    return 'The server is not answering right now. Try again in a minute.';
  }
  if (status >= 500) {
    return 'The server ran into a problem. Try again in a minute; if it keeps failing, tell the technical team.';
  }
  return 'The server did not accept the request. Reload the page and try again.';
}

/** A message that names no cause: the status's own words say more. */
const GENERIC =
  /^(internal server error|bad request|not found|service unavailable|bad gateway|gateway timeout|error)$/i;

/** Turns anything thrown by the API client into an ApiError with a human message. */
export function normaliseApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancel(error)) return new ApiError('Cancelled', undefined, undefined, true);
  if (isAxiosError<ErrorBody>(error)) {
    const body = error.response?.data;
    const said = (value: unknown) =>
      typeof value === 'string' && value.trim() !== '' && !GENERIC.test(value.trim())
        ? value
        : undefined;
    const serverError = typeof body?.error === 'string' ? body.error : undefined;
    if (!error.response) return new ApiError(UNREACHABLE, undefined);
    const { status } = error.response;
    return new ApiError(
      said(body?.message) ?? said(serverError) ?? statusMessage(status),
      status,
      serverError,
      false,
      typeof body?.reason === 'string' ? body.reason : undefined,
    );
  }
  return new ApiError(error instanceof Error ? error.message : 'Unexpected error', undefined);
}

/**
 * The server's message when it refused (4xx), otherwise the screen's own fallback text. A
 * screen whose title already names what failed shows `normaliseApiError(error).message` instead:
 * the server's reason, or what went wrong and what to do.
 */
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

/** The one title of a refusal under the two-person rule and separation of duties (the admin review). */
export const SECOND_APPROVAL_REFUSED = 'Second approval not allowed';

/**
 * A money decision refused because this admin may not give it (they asked or gave the first
 * approval, or their account and the first approver's are linked, decision 027): nothing
 * changed meanwhile, so it is titled as such, whichever screen refused it.
 */
export function isSeparationOfDuties(error: ApiError): boolean {
  return error.reason === 'not_permitted' || error.reason === 'needs_second_approver';
}
