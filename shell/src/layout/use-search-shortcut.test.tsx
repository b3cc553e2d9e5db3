import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchShortcut } from './use-search-shortcut';

function Screen({ search = true }: { search?: boolean }) {
  useSearchShortcut();
  return (
    <>
      <input aria-label="Note" />
      <main>
        {search && <input type="search" aria-label="Search users" />}
        <button type="button">Refresh</button>
      </main>
    </>
  );
}

describe('the / shortcut', () => {
  it("focuses the list's search box, not while typing in a field", async () => {
    render(<Screen />);
    screen.getByRole('button', { name: 'Refresh' }).focus();
    await userEvent.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');

    await userEvent.click(screen.getByRole('textbox', { name: 'Note' }));
    await userEvent.keyboard('a/b');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('a/b');
    expect(search).not.toHaveFocus();
  });

  it('leaves the key alone on a screen without a search', async () => {
    render(<Screen search={false} />);
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    refresh.focus();
    await userEvent.keyboard('/');
    expect(refresh).toHaveFocus();
  });
});
