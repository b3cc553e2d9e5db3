/**
 * @jest-environment node
 */
// Node: it reads the installed packages and loads the build config (rspack.federation.ts).
/**
 * What the shell relies on in Module Federation without a documented API (decision 049),
 * checked against the packages installed in node_modules, not copies: a Module Federation
 * upgrade that changes any of it fails here (the upgrade checklist is in decision 049).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as runtimeCore from '@module-federation/runtime-core';
import type * as Sdk from '@module-federation/sdk';
import { federationRuntimeAsEsm, hostFederationDefinitions } from '../../../rspack.federation';
import {
  RUNTIME_CORE_FOR_REMOTES,
  NON_SCRIPT_ENTRY_TYPES,
  RUNTIME_CORE_GLOBAL,
  containerGlobalOf,
  containerInitArgs,
  entryUrlOf,
  type Container,
  type EntryManifest,
  type ShareScopeMap,
} from './runtime-internals';

const ROOT = path.resolve(__dirname, '../../..');
/** The dist folder of a @module-federation package, as the shell's build resolves it. */
const distOf = (name: string) =>
  path.join(ROOT, 'node_modules', '@module-federation', name, 'dist');
/** The SDK runtime-core itself resolves (the shell does not depend on it directly). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sdk = require(require.resolve('@module-federation/sdk', { paths: [distOf('runtime-core')] }));
const { generateSnapshotFromManifest, getResourceUrl } = sdk as typeof Sdk;

const sourcesOf = (name: string, dir = distOf(name)): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(name, file);
    return /\.m?js$/.test(entry.name) ? [fs.readFileSync(file, 'utf8')] : [];
  });

/** Every name a remote's bundled runtime imports from the runtime-core the shell lends. */
function namesImportedFromRuntimeCore(): Set<string> {
  const names = new Set<string>();
  for (const source of ['runtime', 'webpack-bundler-runtime'].flatMap((name) => sourcesOf(name)))
    for (const [, list] of source.matchAll(
      /import \{([^}]*)\} from "@module-federation\/runtime-core"/g,
    ))
      for (const name of list!.split(',')) names.add(name.trim().split(/\s+as\s+/)[0]!);
  return names;
}

const manifestOf = (publicPath: string, entryPath: string, globalName = 'mfe_users') => ({
  id: 'mfe_users',
  name: 'mfe_users',
  metaData: {
    name: 'mfe_users',
    globalName,
    publicPath,
    remoteEntry: { name: 'remoteEntry.js', path: entryPath, type: 'global' },
    buildInfo: { buildVersion: 'local', buildName: 'mfe_users' },
    types: { path: '', name: '' },
  },
  shared: [],
  remotes: [],
  exposes: [],
});

const CDN = 'https://cdn.example/users/versions/';
const DEPLOYED = `${CDN}1.0.0-0a1b2c3d/mf-manifest.json`;

describe('the runtime-core the shell lends the remotes', () => {
  it('has every name the remotes import from runtime-core', () => {
    const imported = namesImportedFromRuntimeCore();
    expect(imported.size).toBeGreaterThan(5);
    for (const name of imported) expect(Object.keys(RUNTIME_CORE_FOR_REMOTES)).toContain(name);
  });

  it("lends runtime-core's own exports, and stands in only for names it still exports", () => {
    const exported = runtimeCore as unknown as Record<string, unknown>;
    for (const [name, lent] of Object.entries(RUNTIME_CORE_FOR_REMOTES)) {
      expect(Object.keys(exported)).toContain(name);
      if (name === 'helpers' || lent === exported[name]) continue;
      expect(() => (lent as () => never)()).toThrow(/loads no remotes/);
    }
    expect(RUNTIME_CORE_FOR_REMOTES.ModuleFederation).toBe(runtimeCore.ModuleFederation);
  });

  it('is where the federation plugin makes the remotes read runtime-core', () => {
    const externals = sourcesOf('rspack').flatMap((source) => [
      ...source.matchAll(/["']@module-federation\/runtime-core["']:\s*["'](\w+)["']/g),
    ]);
    expect(new Set(externals.map(([, global]) => global))).toEqual(new Set([RUNTIME_CORE_GLOBAL]));
  });
});

describe("the runtime's own remote loading, beside the shell's loader", () => {
  it("hands a container what the runtime's Module.init hands it, at the entry it finds", async () => {
    // A global apart from the remote's name: the runtime must read it from the manifest.
    const manifest = manifestOf(CDN, '1.0.0-0a1b2c3d', 'users_container');
    const entries: string[] = [];
    const globals: [string | undefined, string | undefined][] = [];
    const inits: Parameters<Container['init']>[] = [];
    const container: Container = {
      init: (...args) => void inits.push(args),
      get: async () => () => ({ page: 'UserTablePage' }),
    };
    const host = new runtimeCore.ModuleFederation({
      name: 'shell',
      remotes: [{ name: 'mfe_users', entry: DEPLOYED }],
      shared: {},
      plugins: [
        {
          name: 'upgrade-test',
          fetch: (url: string) =>
            url === DEPLOYED ? Promise.resolve(Response.json(manifest)) : undefined,
          loadEntry: ({ remoteInfo }) => {
            entries.push(remoteInfo.entry);
            globals.push([remoteInfo.entryGlobalName, remoteInfo.type]);
            return container as never;
          },
        },
      ],
    });

    await expect(host.loadRemote('mfe_users/UserTablePage')).resolves.toEqual({
      page: 'UserTablePage',
    });
    expect(entries).toEqual([entryUrlOf(manifest, DEPLOYED)]);
    // The global it reads the container from, and a type it runs as a classic script.
    expect(globals).toEqual([[containerGlobalOf(manifest, 'mfe_users'), 'global']]);
    expect(inits).toHaveLength(1);
    const [scope, initScope, options] = inits[0]!;
    const ours = containerInitArgs(host.shareScopeMap as ShareScopeMap);
    expect(ours[0]).toBe(scope);
    expect(ours[1]).toEqual(initScope);
    // The same properties, equally enumerable, the same scope map: the runtime's `version` is
    // its snapshot's (the manifest URL), read only by the snapshot handling built out of the
    // shell's runtime; for a remote registered by entry URL it passes '' as the shell does.
    const shapeOf = (value: object) =>
      Object.entries(Object.getOwnPropertyDescriptors(value))
        .map(([name, property]) => ({
          name,
          enumerable: property.enumerable,
          type: typeof property.value,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    expect(shapeOf(ours[2])).toEqual(shapeOf(options));
    const fields = (value: object) => value as { shareScopeKeys: unknown; shareScopeMap: unknown };
    expect(fields(ours[2]).shareScopeKeys).toEqual(fields(options).shareScopeKeys);
    expect(fields(ours[2]).shareScopeMap).toBe(fields(options).shareScopeMap);
  });

  it('finds the container of a remote registered by entry URL where the runtime does', () => {
    const info = runtimeCore.getRemoteInfo({ name: 'mfe_users', entry: `${CDN}remoteEntry.js` });
    expect(info.entryGlobalName).toBe(containerGlobalOf(undefined, 'mfe_users'));
    expect(NON_SCRIPT_ENTRY_TYPES).not.toContain(info.type);
  });

  it('runs as a classic script every entry type the runtime does', () => {
    // The runtime's loadEntryDom: ESM types and SystemJS take their own loaders, the rest a script.
    const load = fs.readFileSync(path.join(distOf('runtime-core'), 'utils', 'load.js'), 'utf8');
    const branches = [...load.matchAll(/\btype === "(\w+)"/g)].map(([, type]) => type);
    expect(new Set(branches)).toEqual(new Set(NON_SCRIPT_ENTRY_TYPES));
  });

  it.each([
    ['auto', '', 'http://localhost:3001/mf-manifest.json'],
    ['auto', '.', 'http://localhost:3001/mf-manifest.json?t=1#x'],
    ['', './', 'http://localhost:3001/mfe/mf-manifest.json'],
    ['auto', '/v1/', 'http://localhost:3001/mf-manifest.json'],
    ['auto', './v1', 'http://localhost:3001/mf-manifest.json'],
    [CDN, '1.0.0-0a1b2c3d', DEPLOYED],
    [CDN, '/1.0.0-0a1b2c3d/', DEPLOYED],
  ])('finds the entry the SDK finds (publicPath %j, path %j)', (publicPath, entryPath, url) => {
    const manifest = manifestOf(publicPath, entryPath);
    // What the runtime's snapshot plugin does with a manifest (assignRemoteInfo).
    const snapshot = generateSnapshotFromManifest(manifest as never, { version: url });
    const sdkEntry = getResourceUrl(snapshot, (snapshot as { remoteEntry: string }).remoteEntry);
    // As the browser reads the script's URL (`./` and `../` resolved); a relative one throws.
    expect(entryUrlOf(manifest as EntryManifest, url)).toBe(new URL(sdkEntry).href);
  });
});

describe("the build's hold on the runtime (rspack.federation.ts)", () => {
  const runtimeSources = ['runtime-core', 'runtime', 'sdk', 'webpack-bundler-runtime'].flatMap(
    (name) => sourcesOf(name),
  );

  it('defines only what the runtime reads', () => {
    const defines = Object.keys(hostFederationDefinitions()).filter((key) => !key.includes('.'));
    expect(defines.length).toBeGreaterThanOrEqual(4);
    for (const define of defines)
      expect(runtimeSources.some((source) => source.includes(`typeof ${define}`))).toBe(true);
  });

  it('points every alias from a file the runtime has at a file that exists', () => {
    for (const [from, to] of Object.entries(federationRuntimeAsEsm())) {
      expect(fs.existsSync(to)).toBe(true);
      if (path.isAbsolute(from)) expect(fs.existsSync(from.replace(/\$$/, ''))).toBe(true);
    }
  });

  it('stands in for every map of error texts the error codes export', () => {
    const exportsOf = (file: string) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/export (?:const (\w+)|\{([^}]*)\})/g)]
        .flatMap(([, one, list]) => (one ? [one] : list!.split(',').map((name) => name.trim())))
        .sort();
    const desc = path.join(distOf('error-codes'), 'desc.mjs');
    const standIn = federationRuntimeAsEsm()[desc];
    expect(standIn).toBeDefined();
    expect(exportsOf(standIn!)).toEqual(exportsOf(desc));
  });
});
