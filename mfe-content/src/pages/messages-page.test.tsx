import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxMessage, InboxMessageResponse, SuccessMessage } from '@rewards/contract';
import { pendingWorkKeys } from '@rewards/shared';
import { createQueryClient } from '@rewards/shared/query';
import {
  confirmDialog,
  currentParams,
  lastListQuery,
  listQueries,
  mockApi,
  renderWithProviders,
  rowOf,
  waitForNoConfirmDialog,
} from '@rewards/shared/testing';
import { makeInboxMessage, mockInbox } from '../test-fixtures';
import MessagesPage from './messages-page';

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const read = '2025-03-11T08:00:00.000Z';
const rows: InboxMessage[] = [
  makeInboxMessage({ id: 1, name: 'Old Read', message: 'Old question', read_at: read }),
  makeInboxMessage({
    id: 2,
    name: 'Newest Read',
    message: 'Thanks!',
    created_at: '2025-03-12T09:00:00.000Z',
    read_at: read,
  }),
  makeInboxMessage({
    id: 3,
    name: 'Asha Unread',
    email: 'asha@example.com',
    message: 'App down at 9pm',
    created_at: '2025-03-01T09:00:00.000Z',
  }),
];

/** Answers PUT /contact-messages/{id} with the row changed as the API would. */
function answerChanges() {
  mockApi.put<InboxMessageResponse>('/contact-messages/:id', (request) => {
    const id = Number(request.path.split('/').pop());
    const body = request.body as { read?: boolean; handled?: boolean };
    const row = rows.find((r) => r.id === id)!;
    return {
      success: true,
      data: {
        ...row,
        read_at: row.read_at ?? '2025-03-13T10:00:00.000Z',
        handled_at: body.handled ? '2025-03-13T10:00:00.000Z' : null,
      },
    };
  });
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('MessagesPage', () => {
  it("lists the server's rows in its order: unread first, then the rest newest first", async () => {
    mockInbox([rows[2]!, rows[1]!, rows[0]!]);
    renderWithProviders(<MessagesPage />, { route: '/messages' });
    await screen.findByText('App down at 9pm');
    expect(names()).toEqual([
      'Asha Unreadasha@example.com',
      'Newest Readpriya@example.com',
      'Old Readpriya@example.com',
    ]);
    expect(rowOf('App down at 9pm').getByText('Unread')).toBeInTheDocument();
    // The default order is the server's (MESSAGE_LIST): no sort is sent.
    expect(lastListQuery('/messages')).toEqual({ limit: '100' });
    expect(screen.getByText('3 messages')).toBeInTheDocument();
  });

  it('sorts by a column on the server, keeping the sort in the URL', async () => {
    mockInbox(rows);
    const user = userEvent.setup();
    renderWithProviders(<MessagesPage />, { route: '/messages', probe: true });
    await screen.findByText('App down at 9pm');
    await user.click(screen.getByRole('button', { name: /^From/ }));
    await waitFor(() => expect(lastListQuery('/messages')?.sort).toBe('from:asc'));
    expect(currentParams().sort).toBe('from:asc');
  });

  it('asks the server for the search and the received dates, keeping both in the URL', async () => {
    // The server filters by the query it is sent.
    mockInbox((query) =>
      rows.filter(
        (row) =>
          (!query.from || row.created_at >= query.from) &&
          (!query.q || `${row.name} ${row.message}`.toLowerCase().includes(query.q)),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<MessagesPage />, { route: '/messages?from=2025-03-05', probe: true });
    await screen.findByText('Thanks!');
    expect(screen.queryByText('App down at 9pm')).not.toBeInTheDocument();
    expect(await screen.findByText('Showing 2 of 3 messages')).toBeInTheDocument();
    expect(listQueries('/messages').map((query) => query.from)).toContain(
      new Date(2025, 2, 5).toISOString(),
    );

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'old' } });
    await waitFor(() => expect(names()).toEqual(['Old Readpriya@example.com']));
    expect(currentParams().q).toBe('old');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No messages match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Clear/ }));
    expect(await screen.findByText('App down at 9pm')).toBeInTheDocument();
  });

  it('says so when the From date is after the To date', async () => {
    mockInbox([]);
    renderWithProviders(<MessagesPage />, { route: '/messages?from=2025-03-12&to=2025-03-01' });
    await screen.findByText('No messages match these filters');
    expect(screen.getByText('The To date must be on or after the From date.')).toBeInTheDocument();
  });

  it("offers the server's CSV of the view and the saved views bar", async () => {
    mockInbox(rows);
    renderWithProviders(<MessagesPage />, { route: '/messages' });
    await screen.findByText('App down at 9pm');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(await screen.findByText('No saved views yet')).toBeInTheDocument();
  });

  it('opening an unread message shows it in full, marks it read and tells the sidebar', async () => {
    mockInbox(rows);
    answerChanges();
    const user = userEvent.setup();
    // The shell's sidebar reads its counts from the page's one query cache.
    const queryClient = createQueryClient({ retry: false });
    const sidebarCounts = pendingWorkKeys.counts();
    queryClient.setQueryData(sidebarCounts, {
      pendingWithdrawals: 0,
      duePayments: 0,
      unreadMessages: 1,
    });
    renderWithProviders(<MessagesPage />, { queryClient });
    await user.click(await screen.findByRole('button', { name: 'Open message from Asha Unread' }));

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('App down at 9pm')).toBeInTheDocument();
    await waitFor(() =>
      expect(mockApi.requestsTo('put', '/contact-messages/3').map((r) => r.body)).toEqual([
        { read: true },
      ]),
    );
    expect(await dialog.findByText('Read')).toBeInTheDocument();
    // The sidebar's counts are marked stale, so the shell reads them again.
    expect(queryClient.getQueryState(sidebarCounts)?.isInvalidated).toBe(true);
    const reply = dialog.getByRole('link', { name: 'Reply by email' });
    expect(reply.getAttribute('href')).toMatch(/^mailto:asha%40example\.com\?subject=Re%3A%20App/);
  });

  it('marks a message handled and back to open', async () => {
    mockInbox(rows);
    answerChanges();
    const user = userEvent.setup();
    renderWithProviders(<MessagesPage />);
    await user.click(await screen.findByRole('button', { name: 'Open message from Old Read' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Mark handled' }));

    expect(await dialog.findByRole('button', { name: 'Mark open' })).toBeInTheDocument();
    expect(dialog.getByText('Handled')).toBeInTheDocument();
    expect(mockApi.requestsTo('put', '/contact-messages/1').map((r) => r.body)).toEqual([
      { handled: true },
    ]);
  });

  it('deletes only after confirmation naming the sender', async () => {
    let stored = rows;
    mockInbox(() => stored);
    mockApi.delete<SuccessMessage>('/contact-messages/2', {
      success: true,
      message: 'Message deleted',
    });
    const user = userEvent.setup();
    renderWithProviders(<MessagesPage />);
    await user.click(await screen.findByRole('button', { name: 'Open message from Newest Read' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );

    const confirm = await confirmDialog();
    expect(
      confirm.getByText(
        'Are you sure you want to delete the message from Newest Read (priya@example.com)?',
      ),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitForNoConfirmDialog();
    expect(mockApi.requestsTo('delete', '/contact-messages/2')).toEqual([]);

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    stored = rows.filter((row) => row.id !== 2);
    await user.click((await confirmDialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Thanks!')).not.toBeInTheDocument());
    expect(mockApi.requestsTo('delete', '/contact-messages/2')).toHaveLength(1);
  });

  it('says so with Retry when the list cannot load, never an empty inbox', async () => {
    mockApi.unreachable('get', '/messages');
    renderWithProviders(<MessagesPage />);
    expect(await screen.findByText('Could not load messages')).toBeInTheDocument();
    expect(screen.queryByText('No messages yet')).not.toBeInTheDocument();
    mockInbox(rows);
    await userEvent.setup().click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
  });
});
