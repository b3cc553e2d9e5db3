import { act, screen } from '@testing-library/react';
import { useLiveUpdates } from '@rewards/shared/query';
import {
  installFakeEventSource,
  latestEventSource,
  renderWithProviders,
} from '@rewards/shared/testing';
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
});
