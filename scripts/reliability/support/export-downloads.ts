/**
 * The two clients of the export bystanders check: a download as a script takes it (no
 * `Accept-Encoding`, every byte read as it comes) and a bystander's timed call.
 */
import http from 'node:http';

export interface Export {
  status: number;
  /** CSV lines received (the header line included). */
  lines: number;
}

/** An uncompressed download, read as fast as it comes; `started` once the headers arrive. */
export function download(url: string, cookie: string, started: () => void): Promise<Export> {
  return new Promise((resolve) => {
    const request = http.get(url, { headers: { cookie }, agent: false }, (response) => {
      started();
      let lines = 0;
      response.on('data', (chunk: Buffer) => {
        for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines += 1;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, lines }));
      response.on('error', () => resolve({ status: 0, lines }));
    });
    request.on('error', () => resolve({ status: 0, lines: 0 }));
  });
}

/** Milliseconds to a whole 200 answer, or what went wrong instead. */
export async function timedCall(url: string, cookie: string): Promise<number | string> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    return response.status === 200 ? performance.now() - started : `answered ${response.status}`;
  } catch (error) {
    return `failed: ${(error as Error).name}`;
  }
}
