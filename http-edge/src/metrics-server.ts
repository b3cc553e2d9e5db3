/**
 * `GET /metrics` on a port of its own (METRICS_PORT, bound to METRICS_HOST, loopback by
 * default): what a monitoring system scrapes, never reachable through the public port.
 * The API and the app servers each start one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Counter, type Registry } from 'prom-client';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * How many times the launcher (`npm run start:prod`) restarted this service after a crash:
 * it passes the count to the new process in SERVICE_RESTARTS (server/src/restart-policy.ts).
 */
function countRestarts(registry: Registry): void {
  if (registry.getSingleMetric('service_restarts_total')) return;
  const restarts = new Counter({
    name: 'service_restarts_total',
    help: 'Restarts of this service by its launcher after a crash (npm run start:prod)',
    registers: [registry],
  });
  restarts.inc(Number(process.env.SERVICE_RESTARTS) || 0);
}

export async function startMetricsServer(
  registry: Registry,
  port: number,
  host = '127.0.0.1',
): Promise<MetricsServer> {
  countRestarts(registry);
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
