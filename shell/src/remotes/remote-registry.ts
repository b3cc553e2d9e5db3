import type { ComponentType } from 'react';
import { REMOTES_ELEMENT_ID } from '@rewards/contract/routes';
import type * as FederationRuntimeModule from './federation-runtime';

type FederationRuntime = typeof FederationRuntimeModule;

/**
 * Remote locations come from `remotes.json`, a deploy-time file next to the shell's
 * index.html (name -> mf-manifest.json URL), so a team can move or redeploy its remote
 * without a shell rebuild. The shell's server inlines it into the page (one round trip
 * less); without it (dev server) it is fetched once per page load, and a failed fetch is
 * retried on the next request instead of being cached. The federation runtime itself is a
 * chunk loaded here, on the first remote a page needs (decision 043), alongside that fetch.
 */
let registration: Promise<FederationRuntime> | null = null;

async function fetchRemoteMap(): Promise<Record<string, string>> {
  const inlined = document.getElementById(REMOTES_ELEMENT_ID)?.textContent;
  if (inlined) return JSON.parse(inlined) as Record<string, string>;
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

export function ensureRemotesRegistered(): Promise<FederationRuntime> {
  registration ??= Promise.all([fetchRemoteMap(), import('./federation-runtime')]).then(
    ([map, runtime]) => {
      runtime.registerRemoteMap(map);
      return runtime;
    },
  );
  registration.catch(() => {
    registration = null;
  });
  return registration;
}

/**
 * A module of a registered remote, for another remote's page (a part, decision 041): the same
 * registration, compatibility guard and entry retries as a page, handed to the pages through
 * `provideRemoteLoader` (`@rewards/shared`).
 */
export async function loadRemoteModule(moduleId: string): Promise<unknown> {
  const { loadRemote } = await ensureRemotesRegistered();
  return loadRemote(moduleId);
}

type PageModule = { default?: ComponentType };
const loadedPages = new Map<string, ComponentType>();

/** A page already loaded in this page view, so revisiting a route renders without a spinner. */
export function getLoadedPage(moduleId: string): ComponentType | undefined {
  return loadedPages.get(moduleId);
}

/**
 * Loads a remote page module. After a failure (remote down, script error) calling this again
 * retries for real: the container loader keeps no failure (the next load starts from the
 * manifest again), and entry-retry.ts gets past a failed preload of the entry the browser would
 * reuse.
 */
export async function loadRemotePage(moduleId: string): Promise<ComponentType> {
  const { loadRemote } = await ensureRemotesRegistered();
  const module = await loadRemote<PageModule>(moduleId);
  const page = module?.default;
  if (!page) throw new Error(`Remote module ${moduleId} could not be loaded`);
  loadedPages.set(moduleId, page);
  return page;
}
