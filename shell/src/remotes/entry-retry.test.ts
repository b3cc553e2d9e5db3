import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { entryRetryPlugin, freshEntryUrl } from './entry-retry';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type Args = Parameters<LoadEntryError>[0];

const ENTRY = 'http://localhost:3002/remoteEntry.js';
const remoteInfo = { name: 'mfe_payments', entry: ENTRY } as Args['remoteInfo'];
const origin = {} as Args['origin'];

function failedLoad(getRemoteEntry: jest.Mock) {
  const globalLoading: Args['globalLoading'] = { [`mfe_payments:${ENTRY}`]: Promise.resolve() };
  const args = {
    getRemoteEntry: getRemoteEntry as unknown as Args['getRemoteEntry'],
    origin,
    remoteInfo,
    globalLoading,
    uniqueKey: `mfe_payments:${ENTRY}`,
  };
  return { args, globalLoading };
}

test('loads the entry once more at a URL the page never requested, after clearing the failed load', async () => {
  const container = { init: jest.fn(), get: jest.fn() };
  let pendingWhenCalled: unknown = 'not called';
  const { args, globalLoading } = failedLoad(
    jest.fn(async () => {
      pendingWhenCalled = globalLoading[args.uniqueKey];
      return container;
    }),
  );
  const hook = entryRetryPlugin().loadEntryError as LoadEntryError;

  await expect(hook(args)).resolves.toBe(container);
  // The runtime's getRemoteEntry waits on a pending load of the same entry: it must be gone.
  expect(pendingWhenCalled).toBeUndefined();
  const { getEntryUrl } = (args.getRemoteEntry as unknown as jest.Mock).mock.calls[0][0] as {
    getEntryUrl: (url: string) => string;
  };
  expect(getEntryUrl(ENTRY)).toMatch(/^http:\/\/localhost:3002\/remoteEntry\.js\?retry=\d+$/);
});

test('each retry asks for a URL of its own', async () => {
  const urls: string[] = [];
  const getRemoteEntry = jest.fn(
    async ({ getEntryUrl }: { getEntryUrl: (u: string) => string }) => {
      urls.push(getEntryUrl(ENTRY));
      return undefined;
    },
  );
  const hook = entryRetryPlugin().loadEntryError as LoadEntryError;
  // A remote still down: nothing recovered, the runtime reports the failure.
  await expect(hook(failedLoad(getRemoteEntry).args)).resolves.toBeUndefined();
  await hook(failedLoad(getRemoteEntry).args);
  expect(new Set(urls).size).toBe(2);
});

test('a failure of the retry is the failure of the load', async () => {
  const { args } = failedLoad(jest.fn(async () => Promise.reject(new Error('RUNTIME-008'))));
  await expect((entryRetryPlugin().loadEntryError as LoadEntryError)(args)).rejects.toThrow(
    'RUNTIME-008',
  );
});

test('freshEntryUrl keeps the entry and its other query parameters', () => {
  expect(freshEntryUrl('https://cdn.example/v/1.0.0/remoteEntry.js?v=2', 3)).toBe(
    'https://cdn.example/v/1.0.0/remoteEntry.js?v=2&retry=3',
  );
});
