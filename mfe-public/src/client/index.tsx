/**
 * Entry of this remote's own client (decision 043): on a public page the shell's server
 * rendered from this remote, this script replaces the shell's, so the page hydrates without
 * waiting for the federation runtime, the shell's code or a remote entry. The shell still
 * loads the same pages through federation when an admin navigates to them in its app.
 */
import './public-path';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SSR_MODULE_ATTRIBUTE } from '@rewards/contract/routes';
import { BrowserRouter } from '@rewards/shared/router';
import { isPageName } from './page-loaders';
import { preloadPage, PublicApp } from './public-app';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const page = container.getAttribute(SSR_MODULE_ATTRIBUTE)?.split('/')[1];
if (isPageName(page)) {
  preloadPage(page).then(
    () => hydrateRoot(container, <PublicApp Router={BrowserRouter} />),
    (error: unknown) => {
      // The chunk did not load: the server's HTML stays, readable and with working links.
      console.warn(`[mfe-public] ${page} is unavailable; the page stays as served`, error);
    },
  );
} else {
  createRoot(container).render(<PublicApp Router={BrowserRouter} />);
}
