import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@rewards/shared';
import { useLiveUpdates } from '@rewards/shared/query';
import {
  installFakeEventSource,
  latestEventSource,
  makeAdmin,
  renderWithProviders,
} from '@rewards/shared/testing';
import { answerSearch, field, paletteClosed, renderHost } from '../palette/test-palette';
import { TopBar } from './top-bar';

installFakeEventSource();

function TopBarWithLiveUpdates() {
  useLiveUpdates();
  return <TopBar onOpenMenu={() => {}} />;
}

describe('TopBar', () => {
  it('says quietly that it is offline while the live stream reconnects', () => {
    const { unmount } = renderWithProviders(<TopBarWithLiveUpdates />);
    act(() => latestEventSource().send('ready', { lastId: 0 }, 0));
    expect(screen.getByRole('status')).toHaveTextContent('');

    act(() => latestEventSource().drop({ retrying: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Offline, reconnecting…');

    act(() => latestEventSource().send('ready', { lastId: 0 }, 0));
    expect(screen.getByRole('status')).toHaveTextContent('');
    unmount();
  });

  it('asks for the new password first, not "Offline", while the password is one-time (the admin review)', () => {
    useSessionStore.getState().signIn(makeAdmin('finance', { mustChangePassword: true }));
    const { unmount } = renderWithProviders(<TopBarWithLiveUpdates />, { as: null });
    // No stream is opened: the server would refuse it (403) until the password is changed.
    expect(latestEventSource).toThrow('No EventSource was opened');
    expect(screen.getByRole('status')).toHaveTextContent('Change your password to start');
    act(() => useSessionStore.getState().signIn(makeAdmin('finance')));
    act(() => latestEventSource().send('ready', { lastId: 0 }, 0));
    expect(screen.getByRole('status')).toHaveTextContent('');
    unmount();
  });

  it("opens the admin's name and role, Settings and Logout from the profile picture", async () => {
    renderWithProviders(<TopBar onOpenMenu={() => {}} />, { as: 'finance' });
    const picture = screen.getByRole('button', { name: 'Profile and settings' });
    expect(picture).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(picture);
    expect(picture).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Finance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(picture).toHaveFocus();
  });

  it('opens the jump palette from its search button: touch screens have no Ctrl+K', async () => {
    answerSearch([]);
    renderHost('owner', '/dashboard', <TopBar onOpenMenu={() => {}} />);
    const button = screen.getByRole('button', { name: 'Search screens and users' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await userEvent.click(button);
    await field();
    await userEvent.keyboard('{Escape}');
    await paletteClosed();
    await waitFor(() => expect(button).toHaveFocus());
  });
});
