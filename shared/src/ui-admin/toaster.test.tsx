import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@rewards/shared/testing';
import { notify } from './toaster';

describe('the toaster', () => {
  it('shows toasts at the top centre, clear of the top bar menus and of the table action columns', async () => {
    renderWithProviders(<p>page</p>);
    act(() => notify('success', 'Saved', 'Banner uploaded'));

    const title = await screen.findByText('Saved');
    expect(screen.getByText('Banner uploaded')).toBeInTheDocument();
    expect(title.closest('[data-placement]')).toHaveAttribute('data-placement', 'top');
  });
});
