/**
 * @jest-environment node
 */
// Node: the test reads what the remotes bundle from node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederation } from '@module-federation/runtime-core';
import { RUNTIME_CORE_FOR_REMOTES, runtimeCoreForRemotesPlugin } from './runtime-core-for-remotes';

/** The packages a remote built with `externalRuntime` bundles around the external runtime-core. */
const BUNDLED_BY_REMOTES = ['runtime', 'webpack-bundler-runtime'].map((name) =>
  path.dirname(require.resolve(`@module-federation/${name}/package.json`)),
);

function namesImportedFromRuntimeCore(): Set<string> {
  const names = new Set<string>();
  for (const dir of BUNDLED_BY_REMOTES) {
    const dist = path.join(dir, 'dist');
    for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.js'))) {
      const source = fs.readFileSync(path.join(dist, file), 'utf8');
      for (const [, list] of source.matchAll(
        /import \{([^}]*)\} from "@module-federation\/runtime-core"/g,
      ))
        for (const name of list!.split(',')) names.add(name.trim().split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

describe('the runtime-core the shell lends the remotes (decision 049)', () => {
  it('has every name the remotes import from runtime-core, so an upgrade adding one fails here', () => {
    const imported = namesImportedFromRuntimeCore();
    expect(imported.size).toBeGreaterThan(5);
    for (const name of imported) expect(Object.keys(RUNTIME_CORE_FOR_REMOTES)).toContain(name);
  });

  it("is the shell's own runtime: a remote's instance is built by the same class", () => {
    expect(RUNTIME_CORE_FOR_REMOTES.ModuleFederation).toBe(ModuleFederation);
    expect(RUNTIME_CORE_FOR_REMOTES.satisfy('19.2.0', '^19.0.0')).toBe(true);
  });

  it('names why a remote may not load remotes of its own', () => {
    expect(() => RUNTIME_CORE_FOR_REMOTES.getRemoteEntry()).toThrow(/loads no remotes/);
  });

  it('is put where the remotes read it when the shell starts its runtime', () => {
    const args = { options: { name: 'shell' } };
    const plugin = runtimeCoreForRemotesPlugin();
    (plugin.beforeInit as (a: object) => unknown)(args);
    expect((globalThis as Record<string, unknown>)._FEDERATION_RUNTIME_CORE).toBe(
      RUNTIME_CORE_FOR_REMOTES,
    );
  });
});
