import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Withdrawal, WithdrawalResponse } from '@rewards/contract';
import {
  confirmDialog,
  mockApi,
  mockList,
  renderWithProviders,
  rowOf,
  waitForNoConfirmDialog,
} from '@rewards/shared/testing';
import WithdrawalsPage from './withdrawals-page';
import { makeWithdrawal } from '../test-fixtures';

// The test session is 'owner@rewards.test' (renderWithProviders signs in an owner).
const SELF = 'owner@rewards.test';
const LARGE = makeWithdrawal({
  id: 12,
  full_name: 'Priya Sharma',
  amount: '1500.00',
  message: 'Big payout',
  needs_second_approval: true,
});
const approve = (id: number) => screen.getByRole('button', { name: `Approve withdrawal #${id}` });

async function renderWith(rows: Withdrawal[]) {
  mockList('/withdrawals', rows);
  renderWithProviders(<WithdrawalsPage />, { route: '/withdrawal' });
  await screen.findAllByRole('button', { name: /Details of withdrawal/ });
}

describe('withdrawals that need two approvals', () => {
  it('the first approval says so in the confirm and the toast, then waits for another admin', async () => {
    mockApi.put<WithdrawalResponse>('/withdrawals/12', {
      success: true,
      data: { ...LARGE, first_approved_by: SELF },
    });
    await renderWith([LARGE]);
    expect(rowOf('Big payout').getByText('Needs two approvals')).toBeInTheDocument();

    await userEvent.click(approve(12));
    const dialog = await confirmDialog();
    expect(
      dialog.getByText('Approve withdrawal #12 of ₹1,500.00 to Priya Sharma?'),
    ).toBeInTheDocument();
    expect(
      dialog.getByText(
        'This records the first approval: a second admin must approve before it is marked as completed.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Give first approval' }));
    await waitForNoConfirmDialog();

    expect(
      await screen.findByText('First approval recorded: a second admin must approve'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/marked as completed/)).not.toBeInTheDocument();
    const row = rowOf('Big payout');
    expect(row.getByText('Awaiting second approval')).toBeInTheDocument();
    expect(row.getByText(`First approval: ${SELF}`)).toBeInTheDocument();
    // The same admin cannot give the second approval: disabled, with the reason beside it.
    await waitFor(() => expect(approve(12)).toBeDisabled());
    expect(approve(12)).toHaveAccessibleDescription(
      'You gave the first approval: a second admin must approve',
    );
    expect(row.getByRole('button', { name: 'Reject withdrawal #12' })).toBeEnabled();
  });

  it('another admin sees who approved first, and the second approval completes it', async () => {
    const waiting = { ...LARGE, first_approved_by: 'finance@rewards.test' };
    mockApi.put<WithdrawalResponse>('/withdrawals/12', {
      success: true,
      data: { ...waiting, status: 'completed', decided_by: SELF },
    });
    await renderWith([waiting]);
    expect(rowOf('Big payout').getByText('Awaiting second approval')).toBeInTheDocument();
    expect(
      rowOf('Big payout').getByText('First approval: finance@rewards.test'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Details of withdrawal #12' }));
    const details = within(await screen.findByRole('dialog', { name: 'Withdrawal details' }));
    const basic = within(details.getByRole('region', { name: 'Basic Information' }));
    expect(basic.getByText('First approval')).toBeInTheDocument();
    expect(basic.getAllByText(/finance@rewards\.test/).length).toBeGreaterThan(0);
    await userEvent.click(details.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(approve(12)).toBeEnabled();
    await userEvent.click(approve(12));
    const dialog = await confirmDialog();
    expect(
      dialog.getByText(
        'Approve withdrawal #12 of ₹1,500.00 to Priya Sharma (first approval by finance@rewards.test)?',
      ),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('Are you sure you want to mark this as completed?'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Withdrawal #12 marked as completed.')).toBeInTheDocument();
    expect(
      rowOf('Big payout').getByText(`Approved by finance@rewards.test and ${SELF}`),
    ).toBeInTheDocument();
  });
});
