import type { FastifyRequest } from 'fastify';

/**
 * A URL for the logs without its query values: `/api/users?search=priya%40example.com&limit=5`
 * is logged `/api/users?search=&limit=`. List searches carry names, emails, phone numbers and
 * UPI ids, and every request is logged at info; which filters were used stays readable.
 */
export function urlWithoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0] ?? ''}=`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** Fastify's request fields for the per-request log line, with the query values left out. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlWithoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
