/**
 * @jest-environment node
 */
// Node: the lent runtime-core is read from the global object, as the remotes read it.
import {
  RUNTIME_CORE_FOR_REMOTES,
  RUNTIME_CORE_GLOBAL,
  containerGlobalOf,
  containerInitArgs,
  entryUrlOf,
  runtimeCoreForRemotesPlugin,
  type ShareScopeMap,
} from './runtime-internals';

// What the adapter's rules give for the manifests the platform serves; that the runtime and
// the SDK agree with them is module-federation-upgrade.test.ts.
describe("the shell's adapter to Module Federation's internals (decision 049)", () => {
  it('names why a remote may not load remotes of its own', () => {
    expect(() => RUNTIME_CORE_FOR_REMOTES.getRemoteEntry()).toThrow(/loads no remotes/);
  });

  it('puts the lent runtime-core where the remotes read it when the shell starts its runtime', () => {
    const plugin = runtimeCoreForRemotesPlugin();
    (plugin.beforeInit as (a: object) => unknown)({ options: { name: 'shell' } });
    const global = globalThis as Record<string, unknown>;
    expect(global[RUNTIME_CORE_GLOBAL]).toBe(RUNTIME_CORE_FOR_REMOTES);
    expect(global[`${RUNTIME_CORE_GLOBAL}_FROM`]).toEqual({ name: 'shell', version: 'rewards' });
  });

  it("initialises a container in the host's default scope, lending the whole map unlisted", () => {
    const scopes: ShareScopeMap = {};
    const [shareScope, initScope, options] = containerInitArgs(scopes);
    expect(shareScope).toBe(scopes.default);
    expect(initScope).toEqual([]);
    expect(options).toEqual({ version: '', shareScopeKeys: 'default' });
    expect((options as { shareScopeMap: unknown }).shareScopeMap).toBe(scopes);
  });

  it('finds the entry beside a manifest whose publicPath is auto', () => {
    const manifest = { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js' } } };
    expect(entryUrlOf(manifest, 'http://localhost:3001/mf-manifest.json?v=2')).toBe(
      'http://localhost:3001/remoteEntry.js',
    );
  });

  it('finds a deployed entry under its version, in the shared folder the manifest names', () => {
    const deployed = {
      metaData: {
        publicPath: 'http://cdn.example/users/versions/',
        remoteEntry: { name: 'remoteEntry.js', path: '1.0.0-0a1b2c3d' },
      },
    };
    const url = 'http://cdn.example/users/versions/1.0.0-0a1b2c3d/mf-manifest.json';
    expect(entryUrlOf(deployed, url)).toBe(
      'http://cdn.example/users/versions/1.0.0-0a1b2c3d/remoteEntry.js',
    );
  });

  it('refuses a manifest that names no entry', () => {
    expect(() => entryUrlOf({ metaData: {} }, 'http://x/mf-manifest.json')).toThrow(/no remote/);
  });

  it("finds the container on the manifest's global, else on the remote's name", () => {
    const entry = { name: 'remoteEntry.js', type: 'global' };
    const named = { metaData: { globalName: 'users_container', remoteEntry: entry } };
    expect(containerGlobalOf(named, 'mfe_users')).toBe('users_container');
    expect(containerGlobalOf({ metaData: { remoteEntry: entry } }, 'mfe_users')).toBe('mfe_users');
    expect(containerGlobalOf(undefined, 'mfe_users')).toBe('mfe_users');
  });

  it('refuses an entry it cannot run as a classic script', () => {
    const esm = { metaData: { remoteEntry: { name: 'remoteEntry.js', type: 'module' } } };
    expect(() => containerGlobalOf(esm, 'mfe_users')).toThrow(/module entry/);
  });
});
