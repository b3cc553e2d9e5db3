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
  return { result, percentile };
}
