/**
 * Requests to the topology as a browser elsewhere would send them: over TLS to `*.test` names
 * (test-hosts.mjs resolves them), trusting only the check's CA, from a chosen loopback
 * address (127.0.0.2 and 127.0.0.3 are two different clients to nginx).
 */
import https from 'node:https';

export interface Answer {
  /** 0 when no answer came (the connection failed); `body` then holds the error code. */
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface Sent {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  json?: unknown;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function httpsClient(ca: string, localAddress = '127.0.0.1') {
  // Connections kept open between requests, as a browser keeps them.
  const agent = new https.Agent({ keepAlive: true, ca, localAddress });
  function send(url: string, sent: Sent = {}): Promise<Answer> {
    const body = sent.json === undefined ? undefined : JSON.stringify(sent.json);
    const headers = { ...sent.headers, ...(body && { 'content-type': 'application/json' }) };
    return new Promise((resolve) => {
      const request = https.request(url, { method: sent.method ?? 'GET', headers, agent });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: parsed(text),
          });
        });
        response.on('error', (error) => resolve({ status: 0, headers: {}, body: error.message }));
      });
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ status: 0, headers: {}, body: error.code ?? error.message }),
      );
      request.end(body);
    });
  }
  return { send, close: async () => agent.destroy() };
}

export type HttpsClient = ReturnType<typeof httpsClient>;

/** Passes or throws, printing what held: the check's one way to say it. */
export function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
  console.log(`  ok  ${message}`);
}
