import { act, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ROUTES } from '@rewards/contract/routes';
import { MemoryRouter } from '@rewards/shared/router';
import { AppProvider } from '@rewards/shared/ui';
import { PAGES } from '../routes';
import { renderRoute } from './render-route';

describe('a public page rendered at build time, in the browser', () => {
  it('hydrates in the browser without a mismatch', async () => {
    const page = await renderRoute(ROUTES.contact.path, PAGES.ContactPage);
    document.head.insertAdjacentHTML('beforeend', page.styles);
    const container = document.createElement('div');
    container.innerHTML = page.html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <AppProvider>
          <MemoryRouter initialEntries={[ROUTES.contact.path]}>
            {/* As the shell mounts it (shell/src/routes/app-routes.tsx). */}
            <Suspense fallback={<p>Loading</p>}>
              <PAGES.ContactPage />
            </Suspense>
          </MemoryRouter>
        </AppProvider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe('Contact Us');
  });
});
