import net from 'node:net';

export interface Trickle {
  /** ms from connecting until the server closed the socket; Infinity if it never did. */
  closedAfterMs: number;
  received: string;
}

/**
 * Sends `head`, then one byte of `drip` every 100 ms, until the server closes the socket or
 * `giveUpMs` pass. `from` picks the client address (any 127.x.y.z reaches 127.0.0.1).
 */
export function trickle(
  port: number,
  head: string,
  drip: string,
  from = '127.0.0.1',
  giveUpMs = 5_000,
): Promise<Trickle> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    let received = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed && sent < drip.length) socket.write(drip.charAt(sent++));
    }, 100);
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve({ closedAfterMs: Infinity, received });
    }, giveUpMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
  });
}
