import { act, screen, waitFor } from '@testing-library/react';
import type { InboxUnreadResponse } from '@rewards/contract';
import { announceInboxChange } from '@rewards/shared';
import { mockApi, renderWithProviders } from '@rewards/shared/testing';
import { useUnreadMessages } from './use-unread-messages';

function Probe() {
  return <output data-testid="unread">{String(useUnreadMessages())}</output>;
}

const answer = (unread: number) =>
  mockApi.get<InboxUnreadResponse>('/contact-messages/unread-count', {
    success: true,
    data: { unread },
  });

afterEach(() => jest.restoreAllMocks());

describe('useUnreadMessages', () => {
  it('reads the count, and again when the Messages screen announces a change', async () => {
    answer(4);
    renderWithProviders(<Probe />, { route: '/dashboard' });
    expect(await screen.findByText('4')).toBeInTheDocument();

    answer(3);
    act(() => announceInboxChange());
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(mockApi.requestsTo('get', '/contact-messages/unread-count')).toHaveLength(2);
  });

  it('keeps showing nothing when the count cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.unreachable('get', '/contact-messages/unread-count');
    renderWithProviders(<Probe />);
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByTestId('unread')).toHaveTextContent('null');
  });
});
