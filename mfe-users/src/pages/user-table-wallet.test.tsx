import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserResponse } from '@rewards/contract';
import { deferred, mockApi, rowOf } from '@rewards/shared/testing';
import { toaster } from '@rewards/shared/ui-admin';
import { makeUser, renderUserTable } from '../test-fixtures';

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
  it('shows rupees with 2 decimals and saves on blur, as a number', async () => {
    await renderUserTable([asha]);
    const answer = deferred<void>();
    mockApi.put<UserResponse>(
      WALLET_PATH,
      { success: true, user: { ...asha, coin: '1300.50' } },
      { until: answer.promise },
    );
    expect(wallet()).toHaveValue('₹1,250.50');

    await userEvent.click(wallet());
    expect(wallet()).toHaveValue('₹1,250.50');
    await userEvent.clear(wallet());
    await userEvent.type(wallet(), '1300.5');
    expect(mockApi.requests()).toHaveLength(1); // the list only: nothing is sent while typing
    await userEvent.tab();

    expect(wallet()).toBeDisabled();
    expect(wallet()).toHaveValue('₹1,300.50');
    expect(screen.queryByText('Wallet updated')).not.toBeInTheDocument();

    await waitFor(() => expect(sentWallets()).toEqual([{ coin: 1300.5 }]));
    answer.resolve();
    expect(await screen.findByText('Wallet updated')).toBeInTheDocument();
    expect(wallet()).toBeEnabled();
    expect(wallet()).toHaveValue('₹1,300.50');
  });

  it('saves on Enter too', async () => {
    await renderUserTable([asha]);
    mockApi.put<UserResponse>(WALLET_PATH, { success: true, user: { ...asha, coin: '0.00' } });
    await userEvent.click(wallet());
    await userEvent.clear(wallet());
    await userEvent.type(wallet(), '0{Enter}');
    expect(await screen.findByText('Wallet updated')).toBeInTheDocument();
    expect(sentWallets()).toEqual([{ coin: 0 }]);
    expect(wallet()).toHaveValue('₹0.00');
  });

  it.each(['abc', '12.345', '-5', '20000000'])(
    'refuses %p with a message, sends nothing and shows the saved amount again',
    async (typed) => {
      await renderUserTable([asha]);
      mockApi.put<UserResponse>(WALLET_PATH, { success: true, user: asha });
      await userEvent.click(wallet());
      await userEvent.clear(wallet());
      await userEvent.type(wallet(), typed);
      await userEvent.tab();
      expect(await screen.findByText('Invalid wallet amount')).toBeInTheDocument();
      expect(
        screen.getByText(/Enter an amount from 0 to 1,00,00,000 with at most 2 decimals/),
      ).toBeInTheDocument();
      expect(sentWallets()).toEqual([]);
      expect(wallet()).toHaveValue('₹1,250.50');
    },
  );

  it('sends nothing when the amount did not change, or when Escape cancels', async () => {
    await renderUserTable([asha]);
    mockApi.put<UserResponse>(WALLET_PATH, { success: true, user: asha });
    await userEvent.click(wallet());
    await userEvent.clear(wallet());
    await userEvent.type(wallet(), '1250.5');
    await userEvent.tab();
    await userEvent.click(wallet());
    await userEvent.type(wallet(), '99{Escape}');
    expect(sentWallets()).toEqual([]);
    expect(wallet()).toHaveValue('₹1,250.50');
  });

  it('says why a save failed and shows the saved amount again', async () => {
    await renderUserTable([asha]);
    mockApi.fail(
      'put',
      WALLET_PATH,
      400,
      'Wallet must be a non-negative amount with at most 2 decimals',
    );
    await userEvent.click(wallet());
    await userEvent.clear(wallet());
    await userEvent.type(wallet(), '10');
    await userEvent.tab();
    expect(await screen.findByText('Failed to update wallet')).toBeInTheDocument();
    expect(
      screen.getByText('Wallet must be a non-negative amount with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(wallet()).toHaveValue('₹1,250.50');
  });
});
