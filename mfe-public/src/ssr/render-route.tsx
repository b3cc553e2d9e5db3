/**
 * Renders one public page to HTML the way the shell mounts it in the browser (the UI kit's
 * provider, a router, the page), plus its critical CSS. The DOM must be exactly what the
 * client's first render makes or hydration fails: for a public route the shell renders no
 * element of its own between `#root` and the page, only the kit's provider, its router and
 * one Suspense boundary (shell/src/routes/app-routes.tsx).
 */
import { Suspense, type ComponentType } from 'react';
import { MemoryRouter } from '@rewards/shared/router';
import { renderWithCriticalCss } from '@rewards/shared/ssr';
import { descriptionOf } from '../common/page-meta';
import { PageHeadContext, type PageHead } from '../common/page-head';

export interface RenderedPage {
  /** The markup that goes inside the shell's `#root`. */
  html: string;
  /** The `<style>` tag for the document head: only the rules and tokens the page uses. */
  styles: string;
  title: string;
  description: string;
}

export async function renderRoute(path: string, Page: ComponentType): Promise<RenderedPage> {
  const head: PageHead = { title: '' };
  const { html, styles } = await renderWithCriticalCss(
    <PageHeadContext.Provider value={head}>
      <MemoryRouter initialEntries={[path]}>
        {/* The shell mounts its routes in one Suspense boundary; its markers must be here too. */}
        <Suspense>
          <Page />
        </Suspense>
      </MemoryRouter>
    </PageHeadContext.Provider>,
  );
  return { html, styles, title: head.title, description: descriptionOf(path) };
}
