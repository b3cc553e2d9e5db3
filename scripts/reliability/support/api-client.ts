import type { ReliabilityTarget } from '../reliability-check';

export interface ApiAnswer {
  /** 0 when the connection failed or was closed before an answer arrived. */
  status: number;
  /** Parsed JSON when the body is JSON, else the text. */
  body: unknown;
  headers: Headers;
}

export interface RawRequest {
  method: string;
  /** Path and query, sent as given (no normalisation), e.g. "/api/users/%2e%2e/trust". */
  path: string;
  headers?: Record<string, string>;
  body?: string | FormData;
}

/**
 * Requests as an admin browser tab would send them: the session cookie and the admin app's
 * Origin on every request (writes without an allowed Origin are refused by design).
 */
export function apiClient(target: ReliabilityTarget, cookie: string) {
  return async function send(request: RawRequest): Promise<ApiAnswer> {
    let response: Response;
    try {
      response = await fetch(`${target.apiUrl}${request.path}`, {
        method: request.method,
        headers: { cookie, origin: target.appOrigin, ...request.headers },
        body: request.body,
        redirect: 'manual',
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
      return { status: 0, body: cause, headers: new Headers() };
    }
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json')) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { status: response.status, body, headers: response.headers };
  };
}

/** The one error shape every 4xx and 5xx must use. */
export function isErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { success, message } = body as { success?: unknown; message?: unknown };
  return success === false && typeof message === 'string' && message.length > 0;
}
