import { renderHook, waitFor, act } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { EventCounts, LiveEvent } from '@rewards/contract';
import { CHANGE_IDS_HEADER } from '@rewards/contract/events';
import { apiClient, DATA_SETS, pendingWorkKeys, useSessionStore } from '@rewards/shared';
import {
  installFakeEventSource,
  latestEventSource,
  FakeEventSource,
  mockApi,
  signInAs,
} from '@rewards/shared/testing';
import { createQueryClient } from '../query-client';
import { QueryProvider } from '../query-provider';
import { reconnectDelay } from './backoff';
import { connectLiveUpdates, disconnectLiveUpdates } from './live-connection';
import { useLiveStatusStore } from './live-status';
import { useLiveUpdates } from './use-live-updates';

installFakeEventSource();
afterEach(() => {
  disconnectLiveUpdates();
  jest.useRealTimers();
});

// As the server sends them: a change of a user's row names the user (7), a message none.
const change = (id: number, type: LiveEvent['type']): LiveEvent => ({
  id,
  type,
  entityId: 7,
  at: 1,
  adminId: null,
  userId: type.startsWith('contact_message.') ? null : 7,
  status: null,
});

/** A client holding one loaded query per data set, to see which ones an event marks stale. */
function clientWithData() {
  const client = createQueryClient({ retry: false });
  for (const set of Object.values(DATA_SETS)) client.setQueryData([set, 'list'], []);
  return client;
}
const stale = (client: ReturnType<typeof clientWithData>) =>
  Object.values(DATA_SETS).filter((set) => client.getQueryState([set, 'list'])?.isInvalidated);

describe('the live event connection', () => {
  it('is opened once per tab while an admin is signed in, and closed on logout', () => {
    signInAs('owner');
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryProvider client={client}>{children}</QueryProvider>
    );
    renderHook(() => useLiveUpdates(), { wrapper });
    renderHook(() => useLiveUpdates(), { wrapper });
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/events']);
    expect(useLiveStatusStore.getState().status).toBe('connecting');

    act(() => useSessionStore.getState().signOut());
    expect(latestEventSource().closed).toBe(true);
    expect(useLiveStatusStore.getState().status).toBe('off');
  });

  it('marks stale the data sets a burst of changes touched, each once', async () => {
    const client = clientWithData();
    connectLiveUpdates(client);
    const stream = latestEventSource();
    stream.send('ready', { lastId: 10 }, 10);
    expect(useLiveStatusStore.getState().status).toBe('live');

    stream.send('change', change(11, 'withdrawal.created'), 11);
    stream.send('change', change(12, 'contact_message.updated'), 12);
    await waitFor(() =>
      expect(stale(client).sort()).toEqual(
        [
          DATA_SETS.withdrawals,
          DATA_SETS.dashboard,
          DATA_SETS.contactMessages,
          DATA_SETS.reviewQueue,
        ].sort(),
      ),
    );
  });

  it('skips the changes whose answers this tab applied; what else they touch goes stale', async () => {
    const client = clientWithData();
    connectLiveUpdates(client);
    const stream = latestEventSource();
    stream.send('ready', { lastId: 10 }, 10);
    mockApi.put('/users/7/trust', {}, { headers: { [CHANGE_IDS_HEADER]: '11' } });
    mockApi.put('/users/7/status', {}, { headers: { [CHANGE_IDS_HEADER]: '12' } });
    await apiClient.put('/users/7/trust', {}, { appliesAnswer: true });
    // An answer its caller does not apply leaves its event to refresh the list as before.
    await apiClient.put('/users/7/status', {});

    stream.send('change', change(11, 'user.updated'), 11);
    await waitFor(() => expect(stale(client)).toEqual([DATA_SETS.dashboard]));
    stream.send('change', change(12, 'user.updated'), 12);
    await waitFor(() =>
      expect(stale(client).sort()).toEqual([DATA_SETS.users, DATA_SETS.dashboard].sort()),
    );
  });

  it('puts the counts the stream sends where the sidebar reads them', () => {
    const client = clientWithData();
    connectLiveUpdates(client);
    const counts: EventCounts = { pendingWithdrawals: 4, duePayments: 0, unreadMessages: null };
    latestEventSource().send('counts', counts);
    expect(client.getQueryData(pendingWorkKeys.counts())).toEqual(counts);
  });

  it('says it is reconnecting while the browser retries by itself', () => {
    connectLiveUpdates(clientWithData());
    latestEventSource().send('ready', { lastId: 0 }, 0);
    latestEventSource().drop({ retrying: true });
    expect(useLiveStatusStore.getState().status).toBe('reconnecting');
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('reopens a closed stream after a backoff, resuming after the last event it saw', () => {
    jest.useFakeTimers();
    const client = clientWithData();
    connectLiveUpdates(client);
    latestEventSource().send('ready', { lastId: 20 }, 20);
    latestEventSource().send('change', change(21, 'user.created'), 21);
    latestEventSource().drop({ retrying: false });
    expect(FakeEventSource.opened).toHaveLength(1);

    jest.advanceTimersByTime(reconnectDelay(0, () => 1));
    expect(latestEventSource().url).toBe('/api/events?since=21');
    latestEventSource().send('ready', { lastId: 21 }, 21);
    expect(useLiveStatusStore.getState().status).toBe('live');
    // Resumed with nothing missed: nothing needs fetching again beyond what changed.
    expect(stale(client)).not.toContain(DATA_SETS.banners);
  });

  it('refetches everything when the server could not replay what was missed', () => {
    jest.useFakeTimers();
    const client = clientWithData();
    connectLiveUpdates(client);
    latestEventSource().send('ready', { lastId: 5 }, 5);
    latestEventSource().drop({ retrying: false });
    jest.advanceTimersByTime(reconnectDelay(0, () => 1));
    latestEventSource().send('reset', { lastId: 900 }, 900);
    expect(stale(client).sort()).toEqual(Object.values(DATA_SETS).sort());
  });
});

describe('reconnectDelay', () => {
  it('doubles from one second up to thirty, spread by a fifth either way', () => {
    expect([0, 1, 2, 5, 9].map((attempt) => reconnectDelay(attempt, () => 0.5))).toEqual([
      1_000, 2_000, 4_000, 30_000, 30_000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1_200);
  });
});
