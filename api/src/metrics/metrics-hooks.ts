/**
 * Wires the API's metrics (api-metrics.ts) into the app: every answer by route pattern and
 * status, the live-update lag, and the gauges read at scrape time (open streams, the
 * PostgreSQL pool, deployments recorded in the database, so every instance reports the same).
 */
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { poolOf } from '../db/connection';
import { answerLabels } from '../lib/answer-labels';
import type { ApiMetrics } from './api-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}

export function registerMetricsHooks(app: FastifyInstance, metrics: ApiMetrics): void {
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const labels = answerLabels(request, reply.statusCode);
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
  app.liveEvents.feed.onDispatch = (events) => {
    const now = Date.now();
    for (const event of events) metrics.eventLag.observe(Math.max(0, now - event.at) / 1000);
  };
  registerScrapedGauges(app, metrics);
}

function registerScrapedGauges(app: FastifyInstance, { registry }: ApiMetrics): void {
  const registers = [registry];
  new Gauge({
    name: 'live_event_streams_open',
    help: 'Open live-update streams (GET /api/events) on this instance',
    registers,
    collect() {
      this.set(app.liveEvents.streams.size);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections of this instance: in use, idle, and requests waiting for one (none on SQLite)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = poolOf(app.db);
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'remote_deployments',
    help: 'Deploys and rollbacks recorded for each remote (decision 017), from the database',
    labelNames: ['remote', 'action'] as const,
    registers,
    async collect() {
      const rows = await app.db
        .selectFrom('remote_deployments')
        .select(['remote', 'action', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy(['remote', 'action'])
        .execute()
        .catch(() => []);
      this.reset();
      for (const row of rows)
        this.set({ remote: row.remote, action: row.action }, Number(row.count));
    },
  });
}
