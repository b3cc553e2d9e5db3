/** An error whose message is safe to show the client; the error handler turns it into JSON. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Why a row was refused, for a bulk action's per-row answer (decision 030). */
  readonly reason: string | undefined;

  constructor(statusCode: number, message: string, reason?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.reason = reason;
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
export const conflict = (message: string, reason?: string): HttpError =>
  new HttpError(409, message, reason);
export const tooLarge = (message: string): HttpError => new HttpError(413, message);
