import { createContext } from 'react';

/**
 * Filled while a page renders on the server (mfe-public/src/ssr/), so the built HTML carries
 * the title the page asks for; in the browser there is no collector and effects set it.
 */
export interface PageHead {
  title: string;
}

export const PageHeadContext = createContext<PageHead | null>(null);
