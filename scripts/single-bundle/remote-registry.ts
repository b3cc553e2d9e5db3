/**
 * The single-bundle baseline's stand-in for `shell/src/remotes/remote-registry.ts` (same
 * exports): a remote page is a plain lazy chunk of the one application, not a federated module.
 */
import type { ComponentType } from 'react';
import { PAGE_LOADERS } from 'single-bundle/page-loaders';

const loadedPages = new Map<string, ComponentType>();

export function getLoadedPage(moduleId: string): ComponentType | undefined {
  return loadedPages.get(moduleId);
}

export async function loadRemotePage(moduleId: string): Promise<ComponentType> {
  const load = PAGE_LOADERS[moduleId];
  if (!load) throw new Error(`No page ${moduleId} in the route manifest`);
  const page = (await load()).default;
  if (!page) throw new Error(`Page module ${moduleId} has no default export`);
  loadedPages.set(moduleId, page);
  return page;
}

/** A part (decision 041): the same lazy chunk, handed whole to the page that embeds it. */
export async function loadRemoteModule(moduleId: string): Promise<unknown> {
  const load = PAGE_LOADERS[moduleId];
  if (!load) throw new Error(`No part ${moduleId} in the part manifest`);
  return load();
}
