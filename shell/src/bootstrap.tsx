import { createRoot, hydrateRoot } from 'react-dom/client';
import { SSR_MODULE_ATTRIBUTE } from '@rewards/contract/routes';
import { App } from './app';
import { loadRemotePage } from './remotes/remote-registry';
import { preloadAdminScreen } from './routes/preload-admin-screen';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
const ssrModule = container.getAttribute(SSR_MODULE_ATTRIBUTE);
if (ssrModule) {
  // A public page the server rendered: its module must be loaded before hydrating, so the
  // first client render is that page and not a loading state (which would not match).
  loadRemotePage(ssrModule).then(
    () => hydrateRoot(container, <App />),
    (error: unknown) => {
      // The remote is down: the server's HTML stays, readable and with working links.
      console.warn(`[shell] ${ssrModule} is unavailable; the page stays as served`, error);
    },
  );
} else {
  // An admin screen's code loads beside the session check, not after it (decision 064).
  preloadAdminScreen(window.location.pathname);
  createRoot(container).render(<App />);
}
