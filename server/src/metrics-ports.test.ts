import { APPS } from './platform-apps';
import { apiMetricsOffset, appMetricsOffset, metricsPortEnv } from './metrics-ports';

// The production review: `METRICS_PORT=9464 npm run start:scale` made all seven processes bind 9464.

test('every process of a launch gets a metrics port of its own', () => {
  const env = { METRICS_PORT: '9464' };
  const ports = [
    ...[1, 2, 3].map((instance) => metricsPortEnv(apiMetricsOffset(instance), env)),
    ...APPS.map((app) => metricsPortEnv(appMetricsOffset(app), env)),
  ].map((child) => Number(child.METRICS_PORT));
  expect(new Set(ports).size).toBe(3 + APPS.length);
  // start:prod's ports stay as documented: the API on the base, the shell on the next.
  expect(ports.slice(0, 1)).toEqual([9464]);
  expect(ports[3 + APPS.findIndex((app) => app.name === 'shell')]).toBe(9465);
  expect(Math.max(...ports)).toBe(9464 + 2 + APPS.length);
});

test('no METRICS_PORT, no metrics port for anyone', () => {
  expect(metricsPortEnv(3, {})).toEqual({});
});
