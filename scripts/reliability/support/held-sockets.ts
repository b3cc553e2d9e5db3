/**
 * Raw sockets an attacker holds open against an app server: event streams that never end and
 * bodies that trickle in. Each comes from one of several loopback addresses (any 127.x.y.z
 * reaches 127.0.0.1 on Linux), so the per-address connection cap does not stop them first.
 */
import net from 'node:net';

export interface HeldSocket {
  socket: net.Socket;
  /** Resolves with the status of the answer's head (0 if the socket closed before one). */
  status: Promise<number>;
  /** Resolves when the answer ends (its last chunk) or the socket closes. */
  ended: Promise<void>;
}

/** Connects from `from` and sends `head`; resolves once sent. */
export function holdOpen(port: number, from: string, head: string): Promise<HeldSocket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from }, () => {
      socket.write(head);
      resolve({ socket, status, ended });
    });
    let received = '';
    let onStatus: (status: number) => void = () => undefined;
    let onEnd: () => void = () => undefined;
    const status = new Promise<number>((done) => (onStatus = done));
    const ended = new Promise<void>((done) => (onEnd = done));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (match) onStatus(Number(match[1]));
      // A chunked answer's last chunk: the answer ended, the connection may stay.
      if (received.endsWith('\r\n0\r\n\r\n')) onEnd();
    });
    socket.once('close', () => {
      onStatus(0);
      onEnd();
    });
    socket.once('error', reject);
  });
}

/** Requests sent in rounds of `batch` at a time, so 800 connects do not swamp the backlog. */
export async function holdMany(
  count: number,
  addresses: readonly string[],
  open: (from: string) => Promise<HeldSocket>,
  batch = 50,
): Promise<HeldSocket[]> {
  const held: HeldSocket[] = [];
  for (let i = 0; i < count; i += batch) {
    const round = Array.from({ length: Math.min(batch, count - i) }, (_, j) =>
      open(addresses[(i + j) % addresses.length] ?? '127.0.0.1'),
    );
    held.push(...(await Promise.all(round)));
  }
  return held;
}

/** `count` loopback addresses 127.0.<block>.1, .2, ... */
export const loopbackAddresses = (block: number, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `127.0.${block}.${i + 1}`);

/** The value at quantile `q` (0-1) of `values`, by nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}
