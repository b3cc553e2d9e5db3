import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ROUTES, routesOf } from '@rewards/contract/routes';
import { MemoryRouter } from '@rewards/shared/router';
import { PAGES } from '../routes';
import { renderRoute } from '../ssr/render-route';
import { loadFullPage } from './full-page-load';
import { PAGE_LOADERS } from './page-loaders';
import { preloadPage, PublicApp } from './public-app';

jest.mock('./full-page-load', () => ({ loadFullPage: jest.fn() }));

const routerAt = (path: string) =>
  function TestRouter({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  };

function mount(html = '') {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe("mfe-public's own client (decision 043)", () => {
  // React DOM is used directly here (as the client does), without Testing Library's setup.
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('loads every page the remote exposes, the same component the federated build serves', async () => {
    const modules = routesOf('mfe_public').map((route) => route.module);
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual([...new Set(modules)].sort());
    for (const [name, load] of Object.entries(PAGE_LOADERS))
      expect((await load()).default).toBe(PAGES[name as keyof typeof PAGES]);
  });

  it('hydrates the page the build rendered without a mismatch', async () => {
    const page = await renderRoute(ROUTES.landing.path, PAGES.LandingPage);
    document.head.insertAdjacentHTML('beforeend', page.styles);
    const container = mount(page.html);
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    await preloadPage('LandingPage');
    await act(async () => {
      hydrateRoot(container, <PublicApp Router={routerAt(ROUTES.landing.path)} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).not.toBeNull();
  });

  it("hands a path it does not serve to the shell's server", async () => {
    const container = mount();
    await act(async () => {
      createRoot(container).render(<PublicApp Router={routerAt('/dashboard?tab=1')} />);
    });
    expect(loadFullPage).toHaveBeenCalledWith('/dashboard?tab=1');
  });
});
