/**
 * The API's Prometheus metrics (prom-client, decision 033): one registry per app instance, so
 * tests that build many apps never share a series. Served on a port of their own
 * (METRICS_PORT, metrics-server.ts), never on the API's. Gauges that describe the database
 * or the live-update machinery are read when scraped (metrics-hooks.ts).
 */
import type { LogEvent } from 'kysely';
import { Counter, Histogram, Registry } from 'prom-client';

/** Seconds: most answers take milliseconds, CSV exports and uploads seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
/** From a change's commit to the streams: a 200 ms poll on SQLite, NOTIFY on PostgreSQL. */
const LAG_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface ApiMetrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  dbQueries: Histogram<'operation' | 'outcome'>;
  logins: Counter<'outcome'>;
  rateLimited: Counter<'route'>;
  remoteFailures: Counter<'remote' | 'code'>;
  eventLag: Histogram;
  /** Kysely's `log` option: every query's time by its first keyword (select, insert...). */
  observeQuery: (event: LogEvent) => void;
}

const OPERATIONS = new Set(['select', 'insert', 'update', 'delete', 'with']);

export function createApiMetrics(): ApiMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'api' });
  const registers = [registry];
  const httpLabels = ['method', 'route', 'status'] as const;
  const dbQueries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database query time, by statement kind and outcome',
    labelNames: ['operation', 'outcome'] as const,
    buckets: DB_BUCKETS,
    registers,
  });
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern and status',
      labelNames: httpLabels,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern and status',
      labelNames: httpLabels,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    dbQueries,
    logins: new Counter({
      name: 'admin_logins_total',
      help: 'Sign-in attempts: succeeded, failed (wrong email or password), throttled (too many failures for the email from that address)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'rate_limited_requests_total',
      help: 'Requests refused by a per-address rate limit (sign-in, contact form, failure reports)',
      labelNames: ['route'] as const,
      registers,
    }),
    remoteFailures: new Counter({
      name: 'remote_load_failures_total',
      help: 'Remote load failures and crashes reported by browsers, by remote and failure code',
      labelNames: ['remote', 'code'] as const,
      registers,
    }),
    eventLag: new Histogram({
      name: 'live_event_lag_seconds',
      help: 'From a change being written to its event going out to the open streams',
      buckets: LAG_BUCKETS,
      registers,
    }),
    observeQuery: (event) => {
      const keyword = /^\s*(\w+)/.exec(event.query.sql)?.[1]?.toLowerCase() ?? 'other';
      dbQueries.observe(
        {
          operation: OPERATIONS.has(keyword) ? keyword : 'other',
          outcome: event.level === 'error' ? 'error' : 'ok',
        },
        event.queryDurationMillis / 1000,
      );
    },
  };
}
