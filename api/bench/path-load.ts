import autocannon from 'autocannon';

// Load of GET requests whose path changes per request (the list benches): every response's
// time is kept, since autocannon's own summary has no p95.

export interface PathLoadOptions {
  url: string;
  cookie: string;
  connections: number;
  /** Seconds. */
  duration: number;
  /** The n-th request's path. */
  pathOf: (n: number) => string;
}

export interface PathLoadResult {
  result: autocannon.Result;
  /** The p-th percentile (0-100) of every response's time, nearest rank, ms. */
  percentile: (p: number) => number;
  /** Every response's time, ms, sorted. */
  latencies: number[];
}

export async function runPathLoad(options: PathLoadOptions): Promise<PathLoadResult> {
  let n = 0;
  const latencies: number[] = [];
  const run = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    headers: { cookie: options.cookie },
    requests: [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: options.pathOf(n++) }) },
    ],
  });
  run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await run;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    Math.round(latencies[Math.max(0, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0);
  return { result, percentile, latencies };
}

export interface SpreadLoadResult {
  /** Requests per second over every instance. */
  rps: number;
  errors: number;
  non2xx: number;
  percentile: (p: number) => number;
}

/**
 * The same load spread over several instances of the API (as the app servers' proxy spreads
 * it): the connections split evenly, one shared sequence of paths, every response's time kept.
 */
export async function runSpreadLoad(
  urls: readonly string[],
  options: Omit<PathLoadOptions, 'url'>,
): Promise<SpreadLoadResult> {
  let n = 0;
  const pathOf = () => options.pathOf(n++);
  const connections = Math.max(1, Math.round(options.connections / urls.length));
  const runs = await Promise.all(
    urls.map((url) => runPathLoad({ ...options, url, connections, pathOf })),
  );
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  return {
    rps: runs.reduce((sum, run) => sum + run.result.requests.average, 0),
    errors: runs.reduce((sum, run) => sum + run.result.errors + run.result.timeouts, 0),
    non2xx: runs.reduce((sum, run) => sum + run.result.non2xx, 0),
    percentile: (p) =>
      Math.round(latencies[Math.max(0, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0),
  };
}
