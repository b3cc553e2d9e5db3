// Database failures that are not the server's fault, mapped to a status instead of a 500.
// PostgreSQL reports SQLSTATE codes in `code`; the pg driver's own connection failures carry
// Node's socket codes or a fixed message.

/** The server is away (stopped, restarting, unreachable): answer 503 and let the client retry. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '08000',
  '08001',
  '08003',
  '08006', // connection_exception family
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/** Text PostgreSQL cannot store (a NUL in a field without the contract's Text rule). */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

export function databaseErrorStatus(error: unknown): { status: number; message: string } | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNSTORABLE_TEXT_CODES.has(code))
    return { status: 400, message: 'Text contains characters that cannot be stored' };
  if (
    (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) ||
    UNAVAILABLE_MESSAGES.some((m) => error.message.includes(m))
  )
    return { status: 503, message: 'Database unavailable, try again shortly' };
  return null;
}

/** A unique index refused the row (SQLite's and PostgreSQL's codes): the caller answers 409. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
