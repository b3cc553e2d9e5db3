import net from 'node:net';

/** Sends `bytes` on a raw socket and resolves with everything received until the server closes. */
export function rawRequest(port: number, bytes: string, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => socket.write(bytes));
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within ${timeoutMs} ms; got ${JSON.stringify(received)}`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

/** The status and JSON body of a raw HTTP/1.1 answer. */
export function parseRaw(answer: string): { status: number; head: string; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  return { status, head, body: body ? (JSON.parse(body) as unknown) : undefined };
}

/** Malformed requests Node refuses itself, before Fastify sees a request, and the status. */
export const NODE_REFUSALS: readonly [string, string, number][] = [
  ['a malformed request line', 'NOT HTTP AT ALL\r\n\r\n', 400],
  ['a header without a colon', 'GET /api/health HTTP/1.1\r\nHost: x\r\nbroken\r\n\r\n', 400],
  [
    'bad chunked framing',
    'POST /api/contact HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    400,
  ],
  [
    'headers too large',
    `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    431,
  ],
];
