/**
 * Headers that describe one connection, not the answer (RFC 9110 section 7.6.1). Copied from
 * the API's answer onto the client's connection, an explicit `Connection: keep-alive` stops
 * Node from closing a socket that reached MAX_REQUESTS_PER_SOCKET: the client sends its next
 * request there and gets Node's empty 503 (seen 1 in ~6,400 requests through the shell).
 */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'];

export function withoutHopByHop<T extends object>(headers: T): T {
  const listed = String((headers as { connection?: unknown }).connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const drop = new Set([...HOP_BY_HOP, ...listed]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !drop.has(name))) as T;
}
