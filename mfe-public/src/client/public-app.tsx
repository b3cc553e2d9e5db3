/**
 * The public site as this remote's own client renders it (decision 043): the same tree the
 * shell renders above a public page (the kit's provider, a browser router, one Suspense
 * boundary around the routes; shell/src/routes/app-routes.tsx), so the server-rendered HTML
 * hydrates without a mismatch. Only the public routes: any other path is the shell's, reached
 * by a full page load.
 */
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from '@rewards/shared/router';
import { AppProvider, LoadingState } from '@rewards/shared/ui';
import { routesOf } from '@rewards/contract/routes';
import { loadFullPage } from './full-page-load';
import { PAGE_LOADERS, isPageName, type PageName } from './page-loaders';

const loaded = new Map<PageName, ComponentType>();
const lazyPages = new Map<PageName, ComponentType>();

/** Loads a page's chunk, so the first render (the hydration) shows it rather than suspending. */
export async function preloadPage(name: PageName): Promise<void> {
  loaded.set(name, (await PAGE_LOADERS[name]()).default);
}

function RoutePage({ name }: { name: PageName }) {
  let Page = loaded.get(name) ?? lazyPages.get(name);
  if (!Page) {
    Page = lazy(PAGE_LOADERS[name]);
    lazyPages.set(name, Page);
  }
  return <Page />;
}

/** A path this client does not serve (the admin area): the shell's server answers it. */
function ShellPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => loadFullPage(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return <LoadingState />;
}

const PUBLIC_ROUTES = routesOf('mfe_public').flatMap((route) =>
  isPageName(route.module) ? [{ path: route.path, name: route.module }] : [],
);

/** `Router`: the browser's router in the page, a memory router in tests. */
export function PublicApp({ Router }: { Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <AppProvider>
      <Router>
        <Suspense fallback={<LoadingState />}>
          <Routes>
            {PUBLIC_ROUTES.map(({ path, name }) => (
              <Route key={path} path={path} element={<RoutePage name={name} />} />
            ))}
            <Route path="*" element={<ShellPage />} />
          </Routes>
        </Suspense>
      </Router>
    </AppProvider>
  );
}
