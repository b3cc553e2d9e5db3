/** The module `rspack.config.ts` generates from the route manifest (a virtual module). */
declare module 'single-bundle/page-loaders' {
  import type { ComponentType } from 'react';

  export const PAGE_LOADERS: Record<string, () => Promise<{ default?: ComponentType }>>;
}
