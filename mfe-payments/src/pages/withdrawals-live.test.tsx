import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveEvent, Withdrawal, WithdrawalResponse } from '@rewards/contract';
import { useLiveUpdates } from '@rewards/shared/query';
import {
  installFakeEventSource,
  latestEventSource,
  mockApi,
  mockList,
  renderWithProviders,
} from '@rewards/shared/testing';
import WithdrawalsPage from './withdrawals-page';
import { makeWithdrawal } from '../test-fixtures';

installFakeEventSource();

const first = makeWithdrawal({ id: 1, status: 'pending', message: 'First' });

/** What the server holds: a test changes it, then the stream announces the change. */
let held: Withdrawal[] = [];
function mockWithdrawals(data: Withdrawal[]) {
  held = data;
}

beforeEach(() => {
  mockList('/withdrawals', () => held);
  mockApi.get<WithdrawalResponse>('/withdrawals/1', () => ({
    success: true,
    data: held.find((row) => row.id === 1) ?? first,
  }));
});

/** The page as the shell shows it: the admin layout keeps the tab's event stream open. */
function LivePage() {
  useLiveUpdates();
  return <WithdrawalsPage />;
}

/** Another admin or the app backend changed a withdrawal: the stream says so. */
function announce(id: number, type: LiveEvent['type'], status: string) {
  act(() =>
    latestEventSource().send(
      'change',
      { id, type, entityId: id, at: 1, adminId: null, userId: 1, status },
      id,
    ),
  );
}

describe('WithdrawalsPage, live', () => {
  it('shows a new withdrawal without a reload, highlighted', async () => {
    mockWithdrawals([first]);
    const { unmount } = renderWithProviders(<LivePage />, { route: '/withdrawal' });
    await screen.findByText('First');
    act(() => latestEventSource().send('ready', { lastId: 0 }, 0));

    mockWithdrawals([makeWithdrawal({ id: 2, status: 'pending', message: 'Second' }), first]);
    announce(2, 'withdrawal.created', 'pending');
    const row = (await screen.findByText('Second')).closest('tr') as HTMLElement;
    expect(row).toHaveAttribute('data-fresh', 'true');
    expect(screen.getByText('First').closest('tr')).not.toHaveAttribute('data-fresh');
    unmount();
  });

  it('takes Approve away when another admin decided the withdrawal, dialog open or not', async () => {
    mockWithdrawals([first]);
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<LivePage />, { route: '/withdrawal' });
    await user.click(await screen.findByRole('button', { name: 'Details of withdrawal #1' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('pending')).toBeInTheDocument();

    mockWithdrawals([{ ...first, status: 'completed' }]);
    announce(3, 'withdrawal.updated', 'completed');
    expect(await dialog.findByText('completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve withdrawal #1' })).not.toBeInTheDocument();
    unmount();
  });

  it('while the admin filters, holds new rows behind a "N new" notice', async () => {
    mockWithdrawals([first]);
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<LivePage />, { route: '/withdrawal?status=pending' });
    await screen.findByText('First');

    mockWithdrawals([makeWithdrawal({ id: 2, status: 'pending', message: 'Second' }), first]);
    announce(4, 'withdrawal.created', 'pending');
    await user.click(await screen.findByRole('button', { name: '1 new withdrawal · Show' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /new withdrawals?\b/ })).not.toBeInTheDocument();
    unmount();
  });
});
