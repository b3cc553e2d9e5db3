import { freshEntryUrl, loadEntry } from './entry-retry';

const ENTRY = 'http://localhost:3002/remoteEntry.js';

/**
 * jsdom runs no `<script src>`: the test plays the network and the entry. `outcomes` answers
 * the scripts in order; a loaded one defines the container on the global, as an entry does.
 */
function playScripts(outcomes: ('load' | 'error')[], container: object = { init() {}, get() {} }) {
  const requested: string[] = [];
  jest.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    const script = node as HTMLScriptElement;
    requested.push(script.src);
    const outcome = outcomes.shift() ?? 'error';
    queueMicrotask(() => {
      if (outcome === 'load') {
        (window as unknown as Record<string, unknown>).mfe_payments = container;
        script.onload?.(new Event('load'));
      } else script.onerror?.(new Event('error'));
    });
    return node;
  });
  return requested;
}

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>).mfe_payments;
});

test('runs the entry and returns the container it defines', async () => {
  const container = { init() {}, get() {} };
  const requested = playScripts(['load'], container);
  await expect(loadEntry(ENTRY, 'mfe_payments')).resolves.toBe(container);
  expect(requested).toEqual([ENTRY]);
});

test('a failed entry is asked for once more at a URL the page never requested', async () => {
  // The first failure stands for Chromium handing over a failed preload without a request.
  const requested = playScripts(['error', 'load']);
  await expect(loadEntry(ENTRY, 'mfe_payments')).resolves.toBeDefined();
  expect(requested[0]).toBe(ENTRY);
  expect(requested[1]).toMatch(/^http:\/\/localhost:3002\/remoteEntry\.js\?retry=\d+$/);
});

test('each retry asks for a URL of its own; a remote still down fails the load', async () => {
  const requested = playScripts(['error', 'error', 'error', 'error']);
  await expect(loadEntry(ENTRY, 'mfe_payments')).rejects.toThrow(/failed to load/);
  await expect(loadEntry(ENTRY, 'mfe_payments')).rejects.toThrow(/failed to load/);
  expect(new Set(requested.filter((url) => url.includes('retry='))).size).toBe(2);
});

test('an entry that defines no container is a failure', async () => {
  jest.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    queueMicrotask(() => (node as HTMLScriptElement).onload?.(new Event('load')));
    return node;
  });
  await expect(loadEntry(ENTRY, 'mfe_payments')).rejects.toThrow(/defined no container/);
});

test('freshEntryUrl keeps the entry and its other query parameters', () => {
  expect(freshEntryUrl('https://cdn.example/v/1.0.0/remoteEntry.js?v=2', 3)).toBe(
    'https://cdn.example/v/1.0.0/remoteEntry.js?v=2&retry=3',
  );
});
