import http from 'node:http';
import type { Socket } from 'node:net';

/**
 * Node's own refusals, before any route or hook runs (the `clientError` path: a malformed
 * request line or header, headers too large, a request that took too long), in the API's
 * error shape `{ success: false, message }` instead of Fastify's `{ error, statusCode }`:
 * a client must not need to know which layer refused it (docs/security.md). The API and the app
 * servers in front of it answer alike.
 */
const ANSWERS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'The request body is malformed'],
};
const MALFORMED: [number, string] = [400, 'Malformed HTTP request'];

export function clientErrorAnswer(code: string | undefined): string {
  const [status, message] = (code && ANSWERS[code]) || MALFORMED;
  const body = JSON.stringify({ success: false, message });
  return [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Fastify's `clientErrorHandler`: answer if the socket can still take it, then close it. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorAnswer(error.code), () => socket.destroy());
}
