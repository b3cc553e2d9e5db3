import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from '@rewards/shared/router';
import type { UserResponse } from '@rewards/contract';
import {
  confirmDialog,
  deferred,
  mockApi,
  renderWithProviders,
  rowOf,
  waitForNoConfirmDialog,
} from '@rewards/shared/testing';
import { toaster } from '@rewards/shared/ui-admin';
import { makeUser, mockUserList, renderUserTable } from '../test-fixtures';
import UserTablePage from './user-table-page';

const asha = makeUser({ coin: '1250.50' });
const WALLET_PATH = '/admin/users/1/wallet';
const sentWallets = () => mockApi.requestsTo('put', WALLET_PATH).map((request) => request.body);
const wallet = () => rowOf(asha.email).getByRole('textbox', { name: /Wallet of Asha Verma/ });

// Each test drives a whole Chakra table through jsdom; a busy machine needs the time.
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  toaster.remove();
});

describe('Wallet (inline edit)', () => {
  async function typeAmount(text: string) {
    await userEvent.click(wallet());
    await userEvent.clear(wallet());
    await userEvent.type(wallet(), text);
  }

  it('Enter asks old -> new, then saves as a number; focus stays on the field', async () => {
    await renderUserTable([asha]);
    const answer = deferred<void>();
    mockApi.put<UserResponse>(
      WALLET_PATH,
      { success: true, user: { ...asha, coin: '1300.50' } },
      { until: answer.promise },
    );
    expect(wallet()).toHaveValue('₹1,250.50');
    await typeAmount('1300.5');
    // The list and the pending wallet changes only: nothing is sent while typing.
    expect(mockApi.requests().map((request) => request.method)).toEqual(['GET', 'GET']);
    await userEvent.keyboard('{Enter}');

    const dialog = await confirmDialog();
    expect(
      dialog.getByText('Change the wallet of Asha Verma from ₹1,250.50 to ₹1,300.50?'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitForNoConfirmDialog();

    expect(wallet()).toHaveValue('₹1,300.50');
    await waitFor(() => expect(sentWallets()).toEqual([{ coin: 1300.5 }]));
    answer.resolve();
    expect(await screen.findByText('Wallet updated')).toBeInTheDocument();
    expect(wallet()).toHaveValue('₹1,300.50');
    await waitFor(() => expect(wallet()).toHaveFocus());
  });

  it('never saves on blur: the edit stays, marked unsaved, until Enter or Escape', async () => {
    await renderUserTable([asha]);
    await typeAmount('9999');
    await userEvent.tab();
    expect(sentWallets()).toEqual([]);
    expect(wallet()).toHaveValue('9999');
    expect(wallet()).toHaveAccessibleDescription('Unsaved (₹1,250.50 → ₹9,999.00), Enter to save');
    await userEvent.click(wallet());
    await userEvent.keyboard('{Escape}');
    expect(wallet()).toHaveValue('₹1,250.50');
    expect(wallet()).not.toHaveAccessibleDescription();
  });

  it('Cancel in the question sends nothing and keeps the edit unsaved', async () => {
    await renderUserTable([asha]);
    await typeAmount('0{Enter}');
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Cancel' }));
    await waitForNoConfirmDialog();
    expect(sentWallets()).toEqual([]);
    expect(wallet()).toHaveValue('0');
  });

  it('a sidebar link with an unsaved edit asks first, and leaving never saves', async () => {
    mockUserList([asha]);
    renderWithProviders(
      <>
        <Link to="/dashboard">Dashboard</Link>
        <Routes>
          <Route path="/user-table" element={<UserTablePage />} />
          <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
        </Routes>
      </>,
      { route: '/user-table' },
    );
    await screen.findByText(asha.email);
    await typeAmount('9999');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));

    let dialog = await confirmDialog();
    expect(
      dialog.getByText(
        'Not saved: wallet of Asha Verma (₹1,250.50 → ₹9,999.00). Leave this page and discard it?',
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitForNoConfirmDialog();
    expect(wallet()).toHaveValue('9999');

    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    dialog = await confirmDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(sentWallets()).toEqual([]);
  });

  it.each(['abc', '12.345', '-5', '20000000'])(
    'refuses %p with a message, sends nothing and shows the saved amount again',
    async (typed) => {
      await renderUserTable([asha]);
      await typeAmount(`${typed}{Enter}`);
      expect(await screen.findByText('Invalid wallet amount')).toBeInTheDocument();
      expect(
        screen.getByText(/Enter an amount from 0 to 1,00,00,000 with at most 2 decimals/),
      ).toBeInTheDocument();
      expect(sentWallets()).toEqual([]);
      expect(wallet()).toHaveValue('₹1,250.50');
    },
  );

  it('asks nothing and sends nothing when the amount did not change', async () => {
    await renderUserTable([asha]);
    await typeAmount('1250.5{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentWallets()).toEqual([]);
    expect(wallet()).toHaveValue('₹1,250.50');
  });

  it('says why a save failed and keeps the amount as an unsaved edit', async () => {
    await renderUserTable([asha]);
    mockApi.fail(
      'put',
      WALLET_PATH,
      400,
      'Wallet must be a non-negative amount with at most 2 decimals',
    );
    await typeAmount('10{Enter}');
    await userEvent.click((await confirmDialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update wallet')).toBeInTheDocument();
    expect(
      screen.getByText('Wallet must be a non-negative amount with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(wallet()).toHaveAccessibleDescription('Unsaved (₹1,250.50 → ₹10.00), Enter to save');
  });
});
