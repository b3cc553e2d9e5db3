import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProvider } from '@rewards/shared/ui';

export interface ServerRendered {
  /** The markup, to go inside the element the client hydrates. */
  html: string;
  /** `<style data-emotion>` tags for the document head, only the rules the markup uses. */
  styles: string;
}

// Emotion's default key in the browser: its cache adopts these tags instead of re-inserting.
const EMOTION_KEY = 'css';

/**
 * Renders `children` inside the UI kit's provider, as the shell and a standalone remote
 * mount it in the browser, so `hydrateRoot` of the same tree finds the same DOM.
 */
export function renderWithCriticalCss(children: ReactNode): ServerRendered {
  const cache = createCache({ key: EMOTION_KEY });
  // Collect the styles instead of writing <style> tags into the markup (emotion's SSR API).
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProvider>{children}</AppProvider>
    </CacheProvider>,
  );
  const server = createEmotionServer(cache);
  return {
    html,
    styles: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)),
  };
}
