import http from 'node:http';

/** One parsed Server-Sent Events message (comments are counted, not kept). */
export interface SseMessage {
  event: string;
  id: string | undefined;
  data: unknown;
}

export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every message received so far, in order. */
  messages: SseMessage[];
  comments: () => number;
  /** The last `retry:` the server sent (ms), or null. */
  retryMs: () => number | null;
  /** Resolves at the next comment line (heartbeat). */
  nextComment: (timeoutMs?: number) => Promise<void>;
  /** Resolves with the first message (received or still to come) after `from` matching. */
  waitFor: (match: (m: SseMessage) => boolean, timeoutMs?: number) => Promise<SseMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

/**
 * Opens `url` as EventSource would (a GET with Accept: text/event-stream and the cookie) and
 * parses the stream as it arrives. Plain http, so the test sees exactly the bytes sent.
 */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
    request.once('error', reject);
    request.once('response', (response) => {
      const messages: SseMessage[] = [];
      const waiters: { match: (m: SseMessage) => boolean; done: (m: SseMessage) => void }[] = [];
      let comments = 0;
      let retryMs: number | null = null;
      let onComment: (() => void) | null = null;
      let buffer = '';
      const ended = new Promise<void>((done) => {
        response.once('end', done);
        response.once('close', done);
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = block.split('\n').filter((line) => line !== '');
          const retry = fields.find((line) => line.startsWith('retry:'));
          if (retry !== undefined) retryMs = Number(retry.slice('retry:'.length));
          if (fields.every((line) => line.startsWith(':') || line.startsWith('id:'))) {
            if (fields.some((line) => line.startsWith(':'))) {
              comments += 1;
              onComment?.();
            }
            continue;
          }
          const value = (name: string) =>
            fields
              .find((line) => line.startsWith(`${name}:`))
              ?.slice(name.length + 1)
              .trim();
          if (value('data') === undefined) continue;
          const message = {
            event: value('event') ?? 'message',
            id: value('id'),
            data: JSON.parse(value('data') as string) as unknown,
          };
          messages.push(message);
          for (const waiter of [...waiters]) {
            if (waiter.match(message)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.done(message);
            }
          }
        }
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        messages,
        comments: () => comments,
        retryMs: () => retryMs,
        nextComment: (timeoutMs = 5_000) =>
          new Promise((done, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`no heartbeat in ${timeoutMs} ms`)),
              timeoutMs,
            );
            onComment = () => {
              clearTimeout(timer);
              onComment = null;
              done();
            };
          }),
        waitFor: (match, timeoutMs = 5_000) => {
          const seen = messages.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((done, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`no matching event in ${timeoutMs} ms`)),
              timeoutMs,
            );
            waiters.push({
              match,
              done: (m) => {
                clearTimeout(timer);
                done(m);
              },
            });
          });
        },
        ended,
        close: () => request.destroy(),
      });
    });
  });
}
