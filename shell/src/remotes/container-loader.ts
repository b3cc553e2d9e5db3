/**
 * How the shell gets a module out of a remote (decision 049): the container protocol every
 * Module Federation container speaks (`init(shareScope, initScope, options)`, then
 * `get(expose)`), driven here instead of by the runtime's remote handler, whose manifest
 * snapshots, preload planning and remote bookkeeping were 6 KB gzip of the runtime chunk
 * on every route with a remote. The runtime itself still runs the sharing: the host instance
 * (federation-runtime.ts) owns the share scope a container is initialised with, and each
 * remote's container negotiates its singletons with it as before.
 *
 * Per remote: its `mf-manifest.json` (the URL `remotes.json` names; a deploy or rollback
 * moves it), the compatibility guard on it (decision 017), its entry (retried at a fresh URL,
 * entry-retry.ts), the container initialised once. A failure is not kept: the next load asks
 * again from the manifest, so Retry works without a reload (decision 002).
 */
import { guardManifest } from './compat-guard';
import { loadEntry } from './entry-retry';
import {
  containerGlobalOf,
  containerInitArgs,
  entryUrlOf,
  type Container,
  type EntryManifest,
  type ShareScopeMap,
} from './runtime-internals';

/** Where a remote's entry is and which global its container lands on. */
interface Entry {
  url: string;
  globalName: string;
}

async function entryOf(name: string, url: string): Promise<Entry> {
  // Not a manifest (a plain entry URL): nothing to guard, as with the runtime.
  if (!/\.json([?#]|$)/.test(url)) return { url, globalName: containerGlobalOf(undefined, name) };
  // The same request as the server's `<link rel="preload" as="fetch" crossorigin>` hint.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const manifest = (await response.json()) as EntryManifest;
  const reasons = guardManifest(name, manifest);
  if (reasons.length) throw new Error(`[shell] ${name} refused: ${reasons.join('; ')}`);
  return { url: entryUrlOf(manifest, url), globalName: containerGlobalOf(manifest, name) };
}

async function initContainer(name: string, url: string, scopes: ShareScopeMap) {
  const entry = await entryOf(name, url);
  const container = (await loadEntry(entry.url, entry.globalName)) as Container;
  // As the runtime's `Module.init` would: the container joins the host's share scopes.
  await container.init(...containerInitArgs(scopes));
  return container;
}

export function createContainerLoader(scopes: () => ShareScopeMap) {
  const urls = new Map<string, string>();
  const containers = new Map<string, Promise<Container>>();

  function containerOf(name: string): Promise<Container> {
    const url = urls.get(name);
    if (!url) return Promise.reject(new Error(`No remote named ${name} is registered`));
    let loading = containers.get(name);
    if (!loading) {
      loading = initContainer(name, url, scopes());
      containers.set(name, loading);
      loading.catch(() => containers.delete(name));
    }
    return loading;
  }

  return {
    /** name -> manifest URL (`remotes.json`); a changed URL is loaded afresh. */
    register(map: Record<string, string>): void {
      for (const [name, url] of Object.entries(map)) {
        if (urls.get(name) !== url) containers.delete(name);
        urls.set(name, url);
      }
    },
    /** `remote/Module`, as `loadRemote` took it: the module the remote exposes as `./Module`. */
    async load<T>(moduleId: string): Promise<T> {
      const slash = moduleId.indexOf('/');
      if (slash < 1) throw new Error(`${moduleId} names no remote module`);
      const container = await containerOf(moduleId.slice(0, slash));
      const factory = await container.get(`./${moduleId.slice(slash + 1)}`);
      return (await factory()) as T;
    },
  };
}
