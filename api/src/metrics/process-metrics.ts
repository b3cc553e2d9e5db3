import { collectDefaultMetrics, type Registry } from 'prom-client';

/**
 * prom-client's process series (CPU, memory, heap, event-loop lag, GC), less three gauges
 * whose `_total` names promtool rejects; `nodejs_active_{handles,requests,resources}` carry
 * the same counts by type. The app servers do the same (server/src/app-server/metrics.ts).
 */
export function collectProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
  for (const kind of ['handles', 'requests', 'resources'])
    registry.removeSingleMetric(`nodejs_active_${kind}_total`);
}
