/**
 * The browser's EventSource edge for component tests (jsdom has none): a test opens nothing,
 * it plays the server's side of `GET /api/events` on the instance the code under test opened.
 * Everything behind it (parsing, batching, cache refreshes, the screens) is the real code.
 */
type Listener = (event: MessageEvent<string>) => void;

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every stream opened since `installFakeEventSource()`, oldest first. */
  static opened: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends `event: <name>`, `id: <id>` and `data: <JSON>`. */
  send(name: string, data: unknown, id?: number): void {
    this.readyState = FakeEventSource.OPEN;
    const message = new MessageEvent<string>(name, {
      data: JSON.stringify(data),
      lastEventId: id === undefined ? '' : String(id),
    });
    for (const listener of this.listeners.get(name) ?? []) listener(message);
  }

  /** The connection drops: `retrying` as the browser does on a network error, else closed for good. */
  drop({ retrying }: { retrying: boolean }): void {
    this.readyState = retrying ? FakeEventSource.CONNECTING : FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }

  get closed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }
}

/** Puts the fake in place of `window.EventSource` for the current test file. */
export function installFakeEventSource(): void {
  beforeEach(() => {
    FakeEventSource.opened = [];
    Object.defineProperty(globalThis, 'EventSource', {
      value: FakeEventSource,
      configurable: true,
      writable: true,
    });
  });
}

/** The stream most recently opened (fails the test if none is). */
export function latestEventSource(): FakeEventSource {
  const latest = FakeEventSource.opened.at(-1);
  if (!latest) throw new Error('No EventSource was opened');
  return latest;
}
