import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  LiveEvent,
  ReviewClaimResponse,
  ReviewContextResponse,
  ReviewItem,
  ReviewQueueResponse,
} from '@rewards/contract';
import { createQueryClient, useLiveUpdates } from '@rewards/shared/query';
import {
  installFakeEventSource,
  latestEventSource,
  mockApi,
  renderWithProviders,
} from '@rewards/shared/testing';
import { makeReviewContext, makeReviewItem } from '../test-fixtures';
import ReviewQueuePage from './review-queue-page';

installFakeEventSource();

/** The page as the shell shows it: the admin layout keeps the tab's event stream open. */
function LivePage() {
  useLiveUpdates();
  return <ReviewQueuePage />;
}

const older = makeReviewItem({ id: 11, full_name: 'Asha Rao', at: '2025-05-10T08:00:00.000Z' });
const first = makeReviewItem({ id: 12, full_name: 'Priya Sharma' });
const second = makeReviewItem({ id: 13, user_id: 8, full_name: 'Ravi Kumar', amount: '900.00' });

function answerQueue(items: ReviewItem[], claimedByOthers = 0, claimLapseMs: number | null = null) {
  mockApi.get<ReviewQueueResponse>('/review/queue', {
    success: true,
    data: {
      items,
      next_cursor: null,
      count: items.length,
      waiting_for_others: 0,
      claimed_by_others: claimedByOthers,
      claim_lapse_ms: claimLapseMs,
    },
  });
}

function answerItems() {
  for (const item of [older, first, second]) {
    const path = `/review/items/withdrawal/${item.id}`;
    mockApi.get<ReviewContextResponse>(`${path}/context`, {
      success: true,
      data: makeReviewContext(item),
    });
    mockApi.post<ReviewClaimResponse>(`${path}/claim`, {
      success: true,
      data: { ...item, held_by: 'admin@rewards.test', expires_at: item.at, took_over: false },
    });
    mockApi.delete(`${path}/claim`, { success: true, message: 'Released' });
  }
}

let eventId = 0;
/** Another admin claimed or released an item: the stream says so. */
function announce(item: ReviewItem, type: 'review_claim.created' | 'review_claim.deleted') {
  eventId += 1;
  const event: LiveEvent = {
    ...{ id: eventId, type, entityId: item.id, at: 1 },
    ...{ adminId: type === 'review_claim.created' ? 2 : null, userId: null, status: 'withdrawal' },
  };
  act(() => latestEventSource().send('change', event, eventId));
}

const heading = () => screen.findByRole('heading', { level: 2 });
const selectedOption = () =>
  within(screen.getByRole('listbox', { name: 'Items to review' })).getByRole('option', {
    selected: true,
  });

describe('ReviewQueuePage, live claims', () => {
  it("drops another admin's claimed item and offers a released one, keeping the selection", async () => {
    answerQueue([first, second]);
    answerItems();
    renderWithProviders(<LivePage />, {
      route: '/review',
      queryClient: createQueryClient({ retry: false }),
    });
    expect(await heading()).toHaveTextContent('Priya Sharma');
    act(() => latestEventSource().send('ready', { lastId: 0 }, 0));
    await userEvent.keyboard('j');
    expect(await heading()).toHaveTextContent('Ravi Kumar');

    // An older item is released elsewhere and comes back above: the selection stays put, so
    // A would still approve the item on screen.
    answerQueue([older, first, second]);
    announce(older, 'review_claim.deleted');
    expect(await screen.findByRole('option', { name: /#11 ·/ })).toBeInTheDocument();
    expect(selectedOption()).toHaveAccessibleName(/^Withdrawal #13 ·/);
    expect(await heading()).toHaveTextContent('Ravi Kumar');

    // Another admin claims the first item: this queue skips it.
    answerQueue([older, second], 1);
    announce(first, 'review_claim.created');
    await waitFor(() => expect(screen.queryByRole('option', { name: /#12 ·/ })).toBeNull());
    expect(screen.getByText(/· 1 being reviewed by others/)).toBeInTheDocument();
    expect(selectedOption()).toHaveAccessibleName(/^Withdrawal #13 ·/);
  });

  it("offers an item again when another admin's claim lapses, with no event", async () => {
    // The other admin's tab closed: its claim lapses in a second and nothing announces it.
    answerQueue([second], 1, 1_000);
    answerItems();
    renderWithProviders(<LivePage />, {
      route: '/review',
      queryClient: createQueryClient({ retry: false }),
    });
    expect(await heading()).toHaveTextContent('Ravi Kumar');
    answerQueue([first, second]);
    expect(await screen.findByRole('option', { name: /#12 ·/ }, { timeout: 5_000 })).toBeVisible();
    expect(screen.queryByText(/being reviewed by others/)).toBeNull();
  });
});
