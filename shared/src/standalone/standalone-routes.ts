import { createElement, type ComponentType } from 'react';
import { routesOf, type ModuleOf, type RemoteName } from '@rewards/contract/routes';
import type { StandaloneRoute } from './standalone-host';

/**
 * A remote's standalone routes: the manifest's pages of that remote, at the paths the shell
 * mounts them on. `pages` must name a component for every module the remote exposes, so
 * every exposed page is reachable standalone (a missing one is a type error).
 */
export function standaloneRoutes<R extends RemoteName>(
  remote: R,
  pages: Record<ModuleOf<R>, ComponentType>,
): readonly StandaloneRoute[] {
  return routesOf(remote).map((route) => ({
    path: route.path,
    label: route.label,
    element: createElement(pages[route.module as ModuleOf<R>]),
  }));
}
