import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxMessage } from '@rewards/contract';
import { useLiveUpdates } from '@rewards/shared/query';
import {
  installFakeEventSource,
  latestEventSource,
  mockListPage,
  renderWithProviders,
} from '@rewards/shared/testing';
import MessagesPage from './messages-page';
import { makeInboxMessage } from '../test-fixtures';

installFakeEventSource();

const first = makeInboxMessage({ id: 1, message: 'First question' });
const second = makeInboxMessage({ id: 2, name: 'Ravi', message: 'Second question' });

/** What the server holds: a test changes it, then the stream announces the change. */
let held: InboxMessage[] = [];
beforeEach(() => {
  held = [first];
  mockListPage<InboxMessage>('/messages', (query) =>
    held.filter((row) => !query.q || row.message.toLowerCase().includes(query.q)),
  );
});

/** The page as the shell shows it: the admin layout keeps the tab's event stream open. */
function LivePage() {
  useLiveUpdates();
  return <MessagesPage />;
}

/** A visitor sent a message: the stream says so. */
function announceNew(id: number) {
  act(() =>
    latestEventSource().send(
      'change',
      {
        id,
        type: 'contact_message.created',
        entityId: id,
        at: 1,
        adminId: null,
        userId: null,
        status: 'unread',
      },
      id,
    ),
  );
}

describe('MessagesPage, live', () => {
  it('shows a new message without a reload, highlighted', async () => {
    const { unmount } = renderWithProviders(<LivePage />, { route: '/messages' });
    await screen.findByText('First question');
    act(() => latestEventSource().send('ready', { lastId: 0 }, 0));

    held = [second, first];
    announceNew(2);
    const row = (await screen.findByText('Second question')).closest('tr') as HTMLElement;
    expect(row).toHaveAttribute('data-fresh', 'true');
    expect(screen.getByText('First question').closest('tr')).not.toHaveAttribute('data-fresh');
    unmount();
  });

  it('counts new messages behind a notice while the admin searches, and Show runs it again', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<LivePage />, { route: '/messages' });
    await screen.findByText('First question');
    act(() => latestEventSource().send('ready', { lastId: 0 }, 0));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'question' } });
    await screen.findByText('Showing 1 of 1 message');

    held = [second, first];
    announceNew(2);
    const notice = await screen.findByRole('button', { name: /1 new message\b/ });
    expect(screen.queryByText('Second question')).not.toBeInTheDocument();
    await user.click(notice);
    expect(await screen.findByText('Second question')).toBeInTheDocument();
    unmount();
  });
});
