import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ReviewClaimResponse,
  ReviewContextResponse,
  ReviewDecisionResponse,
  ReviewItem,
  ReviewQueueResponse,
} from '@rewards/contract';
import { Route, Routes } from '@rewards/shared/router';
import { currentParams, mockApi, readyDialog, renderWithProviders } from '@rewards/shared/testing';
import { makeReviewContext, makeReviewItem } from '../test-fixtures';
import ReviewQueuePage from './review-queue-page';

const first = makeReviewItem({ id: 12, full_name: 'Priya Sharma' });
const second = makeReviewItem({ id: 13, user_id: 8, full_name: 'Ravi Kumar', amount: '900.00' });

function answerQueue(items: ReviewItem[], extra: Partial<ReviewQueueResponse['data']> = {}) {
  mockApi.get<ReviewQueueResponse>('/review/queue', {
    success: true,
    data: {
      items,
      next_cursor: null,
      count: items.length,
      waiting_for_others: 0,
      claim_lapse_ms: null,
      claimed_by_others: 0,
      ...extra,
    },
  });
}

function answerItems() {
  for (const item of [first, second]) {
    mockApi.get<ReviewContextResponse>(`/review/items/withdrawal/${item.id}/context`, {
      success: true,
      data: makeReviewContext(item),
    });
    mockApi.post<ReviewClaimResponse>(`/review/items/withdrawal/${item.id}/claim`, {
      success: true,
      data: {
        kind: 'withdrawal',
        id: item.id,
        held_by: 'admin@rewards.test',
        expires_at: '2025-05-10T09:03:00.000Z',
        took_over: false,
      },
    });
    mockApi.delete(`/review/items/withdrawal/${item.id}/claim`, {
      success: true,
      message: 'Released',
    });
  }
}

const heading = () => screen.findByRole('heading', { level: 2 });

function renderPage(route = '/review') {
  renderWithProviders(
    <Routes>
      <Route path="/review" element={<ReviewQueuePage />} />
      <Route path="/user-table/:id" element={<p>User page</p>} />
    </Routes>,
    { route, probe: true },
  );
}

describe('ReviewQueuePage', () => {
  it('opens the oldest item with its facts and signals, claims it and prefetches the next', async () => {
    answerQueue([first, second], { waiting_for_others: 3 });
    answerItems();
    renderPage();
    expect(await heading()).toHaveTextContent('Withdrawal #12 of ₹1,500.00 for Priya Sharma');
    expect(screen.getByText('2 waiting for you · 3 wait for another admin')).toBeInTheDocument();
    expect(
      await screen.findByText('Account created 2 days ago, younger than 7 days'),
    ).toBeInTheDocument();
    expect(screen.getByText('priya@upi')).toBeInTheDocument();
    await waitFor(() =>
      expect(mockApi.requestsTo('get', '/review/items/withdrawal/13/context')).toHaveLength(1),
    );
    expect(mockApi.requestsTo('post', '/review/items/withdrawal/12/claim')).toHaveLength(1);
  });

  it('moves with J and K, showing the prefetched context at once', async () => {
    answerQueue([first, second]);
    answerItems();
    renderPage();
    await heading();
    await waitFor(() =>
      expect(mockApi.requestsTo('get', '/review/items/withdrawal/13/context')).toHaveLength(1),
    );
    await userEvent.keyboard('j');
    expect(await heading()).toHaveTextContent('Ravi Kumar');
    expect(screen.getByText('Please pay soon')).toBeInTheDocument();
    expect(mockApi.requestsTo('get', '/review/items/withdrawal/13/context')).toHaveLength(1);
    await userEvent.keyboard('{ArrowUp}');
    expect(await heading()).toHaveTextContent('Priya Sharma');
  });

  it('A approves through the queue and the next item takes its place', async () => {
    answerQueue([first, second]);
    answerItems();
    mockApi.post<ReviewDecisionResponse>('/review/items/withdrawal/12/decision', {
      success: true,
      data: { kind: 'withdrawal', id: 12, outcome: 'completed' },
    });
    renderPage();
    await heading();
    await userEvent.keyboard('a');
    expect(
      await screen.findByText('Withdrawal #12 of ₹1,500.00 for Priya Sharma completed'),
    ).toBeInTheDocument();
    expect(await heading()).toHaveTextContent('Ravi Kumar');
    expect(mockApi.requestsTo('post', '/review/items/withdrawal/12/decision')[0]!.body).toEqual({
      decision: 'approve',
    });
  });

  it('R asks for a reason and sends it with the rejection', async () => {
    answerQueue([first]);
    answerItems();
    mockApi.post<ReviewDecisionResponse>('/review/items/withdrawal/12/decision', {
      success: true,
      data: { kind: 'withdrawal', id: 12, outcome: 'rejected' },
    });
    renderPage();
    await heading();
    await userEvent.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject' });
    expect(
      within(dialog).getByText('Are you sure you want to mark this as rejected?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Another reason'));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Name does not match the UPI id');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(mockApi.requestsTo('post', '/review/items/withdrawal/12/decision')[0]?.body).toEqual({
        decision: 'reject',
        reason: 'Name does not match the UPI id',
      }),
    );
    expect(await screen.findByText('Nothing waits for your decision')).toBeInTheDocument();
  });

  it('S skips and releases the claim; U opens the user page; ? lists the keys', async () => {
    answerQueue([first, second]);
    answerItems();
    renderPage();
    await heading();
    await userEvent.keyboard('?');
    expect(await readyDialog('Keyboard keys')).toHaveTextContent('Skip (back to the others)');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.keyboard('s');
    expect(await heading()).toHaveTextContent('Ravi Kumar');
    await waitFor(() =>
      expect(mockApi.requestsTo('delete', '/review/items/withdrawal/12/claim')).toHaveLength(1),
    );
    await userEvent.keyboard('u');
    expect(await screen.findByText('User page')).toBeInTheDocument();
  });

  it("says who holds another admin's claim, asks the queue again, and still offers the decision", async () => {
    answerQueue([first]);
    answerItems();
    const held = 'Being reviewed by finance@rewards.test until 09:03';
    mockApi.fail('post', '/review/items/withdrawal/12/claim', 409, held);
    renderPage();
    // On the item and in the toast.
    await waitFor(() => expect(screen.getAllByText(held)).toHaveLength(2));
    // The server skips claimed items: the queue is read again (here it still holds the item).
    await waitFor(() => expect(mockApi.requestsTo('get', '/review/queue')).toHaveLength(2));
    expect(screen.getByText('Being reviewed by someone else')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve (A)' })).toBeEnabled();
  });

  it('shows the empty state, and a failed load with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockApi.fail('get', '/review/queue', 500, 'Server error');
    renderPage();
    expect(await screen.findByText('Could not load the review queue')).toBeInTheDocument();
    answerQueue([], { waiting_for_others: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing waits for your decision')).toBeInTheDocument();
    expect(screen.getByText('2 wait for another admin')).toBeInTheDocument();
  });

  it('keeps the kind and the amount range in the URL, so a reload or a link opens the same queue', async () => {
    answerQueue([first]);
    answerItems();
    renderPage('/review?kind=withdrawal&min=500&max=oops');
    expect(await heading()).toHaveTextContent('Withdrawal #12');
    // What the URL holds is what is asked for and shown; a value that is no amount is ignored.
    expect(mockApi.requestsTo('get', '/review/queue?kind=withdrawal&min=500')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('withdrawal');
    expect(screen.getByRole('textbox', { name: 'Amount from (₹)' })).toHaveValue('500');
    expect(screen.getByRole('textbox', { name: 'Amount to (₹)' })).toHaveValue('');

    await userEvent.type(screen.getByRole('textbox', { name: 'Amount to (₹)' }), '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(currentParams()).toEqual({ kind: 'withdrawal', min: '500', max: '2000' }),
    );
    await waitFor(() =>
      expect(
        mockApi.requestsTo('get', '/review/queue?kind=withdrawal&min=500&max=2000'),
      ).toHaveLength(1),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'all');
    await waitFor(() => expect(currentParams()).toEqual({ min: '500', max: '2000' }));
  });
});
