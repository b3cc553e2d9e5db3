import autocannon from 'autocannon';

export interface Row {
  scenario: string;
  target: string;
  users: number;
  connections: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  requests: number;
  'errors+timeouts': number;
  non2xx: number;
  /** Filled by the bench that reads the servers' CPU time. */
  'server CPU ms/req'?: number;
}

export interface LoadSpec {
  connections: number;
  duration: number;
  headers: Record<string, string>;
  /** Path and body for the n-th request (writes); a GET of `path` when absent. */
  path: string;
  write?: (n: number) => { path: string; body: string };
}

function runOne(url: string, spec: LoadSpec, connections: number): Promise<autocannon.Result> {
  let n = 0;
  const { write } = spec;
  return autocannon({
    url: write ? url : `${url}${spec.path}`,
    connections,
    duration: spec.duration,
    timeout: 60,
    headers: spec.headers,
    ...(write
      ? {
          requests: [
            {
              method: 'PUT' as const,
              headers: { ...spec.headers, 'content-type': 'application/json' },
              setupRequest: (request: autocannon.Request) => ({ ...request, ...write((n += 1)) }),
            },
          ],
        }
      : {}),
  });
}

/**
 * Loads every instance at once, the connections split evenly (as a balancer would). With more
 * than one instance, req/s and counts add up and the latency columns are the worst instance's.
 */
export async function load(
  urls: string[],
  spec: LoadSpec,
): Promise<Omit<Row, 'scenario' | 'target' | 'users'>> {
  const share = Math.max(1, Math.round(spec.connections / urls.length));
  const results = await Promise.all(urls.map((url) => runOne(url, spec, share)));
  const sum = (pick: (r: autocannon.Result) => number) => results.reduce((t, r) => t + pick(r), 0);
  const worst = (pick: (r: autocannon.Result) => number) => Math.max(...results.map(pick));
  return {
    connections: share * urls.length,
    'req/s': Math.round(sum((r) => r.requests.average) * 10) / 10,
    'p50 ms': worst((r) => r.latency.p50),
    'p99 ms': worst((r) => r.latency.p99),
    requests: sum((r) => r.requests.total),
    'errors+timeouts': sum((r) => r.errors + r.timeouts),
    non2xx: sum((r) => r.non2xx),
  };
}
