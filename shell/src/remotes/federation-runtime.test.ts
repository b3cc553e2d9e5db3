/**
 * @jest-environment node
 */
// Node: the share declarations come from the build config, which does not load under jsdom.
import { init } from '@module-federation/enhanced/runtime';
import { useState } from 'react';
import { QueryProvider } from '@rewards/shared/query';
import { sharedModules } from '../../../rspack.federation';

// The runtime's `init` is the edge here: what the shell hands it is the point.
jest.mock('@module-federation/enhanced/runtime', () => ({ init: jest.fn() }));

type Provided = Record<string, { version: string; lib?: () => unknown; get?: () => unknown }>;

describe("the shell's federation runtime (decision 043)", () => {
  beforeAll(async () => {
    process.env.SHARED_MODULES = JSON.stringify(sharedModules());
    await import('./federation-runtime');
  });

  it('provides its own copy of every module the remotes share, at the declared version', async () => {
    const options = jest.mocked(init).mock.calls[0]?.[0];
    const shared = options?.shared as Provided;
    expect(Object.keys(shared).sort()).toEqual(Object.keys(sharedModules()).sort());
    for (const [key, declared] of Object.entries(sharedModules()))
      expect(shared[key]?.version).toBe(declared.version);
    // The page's React is handed over as loaded: a remote never picks its own fallback.
    expect((shared.react?.lib?.() as { useState: unknown }).useState).toBe(useState);
    // Admin-only kit entries load when a remote first asks.
    const getQuery = shared['@rewards/shared/query']?.get as () => Promise<() => unknown>;
    const query = (await getQuery())() as { QueryProvider: unknown };
    expect(query.QueryProvider).toBe(QueryProvider);
    expect(options?.shareStrategy).toBe('loaded-first');
  });
});
