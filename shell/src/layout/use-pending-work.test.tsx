import { act, screen, waitFor } from '@testing-library/react';
import type { EventCounts, EventCountsResponse } from '@rewards/contract';
import { pendingWorkKeys } from '@rewards/shared';
import { createQueryClient } from '@rewards/shared/query';
import { mockApi, renderWithProviders } from '@rewards/shared/testing';
import { usePendingWork } from './use-pending-work';

function Probe() {
  return <output data-testid="counts">{JSON.stringify(usePendingWork())}</output>;
}

const counts = (unreadMessages: number): EventCounts => ({
  pendingWithdrawals: 2,
  duePayments: 1,
  unreadMessages,
});

const answer = (unread: number) =>
  mockApi.get<EventCountsResponse>('/events/counts', { success: true, data: counts(unread) });

afterEach(() => jest.restoreAllMocks());

describe('usePendingWork', () => {
  it('reads the counts, and again when a screen marks pending work stale', async () => {
    answer(4);
    const queryClient = createQueryClient({ retry: false });
    renderWithProviders(<Probe />, { route: '/dashboard', queryClient });
    await waitFor(() =>
      expect(screen.getByTestId('counts')).toHaveTextContent(JSON.stringify(counts(4))),
    );

    answer(3);
    await act(() => queryClient.invalidateQueries({ queryKey: pendingWorkKeys.all }));
    await waitFor(() =>
      expect(screen.getByTestId('counts')).toHaveTextContent(JSON.stringify(counts(3))),
    );
    expect(mockApi.requestsTo('get', '/events/counts')).toHaveLength(2);
  });

  it('keeps showing nothing when the counts cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.unreachable('get', '/events/counts');
    renderWithProviders(<Probe />);
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByTestId('counts')).toHaveTextContent('null');
  });
});
