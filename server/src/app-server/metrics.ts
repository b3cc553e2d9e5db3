/**
 * Prometheus metrics of one app server (prom-client): requests by route pattern and status,
 * their latency, and the process's own (CPU, memory, event-loop lag). The same series names as
 * the API's (api/src/metrics/), told apart by the `service` label. Served on their own port
 * (METRICS_PORT), never on the public one (metrics-server.ts).
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** Seconds; the static files answer in a few ms, proxied API calls up to seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  // Their `_total` names fail promtool; nodejs_active_{handles,requests,resources} say the same.
  for (const kind of ['handles', 'requests', 'resources'])
    registry.removeSingleMetric(`nodejs_active_${kind}_total`);
  return registry;
}

/**
 * Counts every answer. `route` is the route pattern (`/api/*`, `/versions/*`), never the URL:
 * a URL label would grow a series per user id; answers no route matched (the SPA fallback,
 * 404s) share `(unmatched)`.
 */
export function registerRequestMetrics(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? '(unmatched)',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}
