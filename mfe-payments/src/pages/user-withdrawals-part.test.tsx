import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Withdrawal, WithdrawalResponse } from '@rewards/contract';
import { WITHDRAWAL_LIST } from '@rewards/contract/lists';
import { DATA_SETS } from '@rewards/shared';
import { useServerList } from '@rewards/shared/query';
import { type DataColumn, ServerListTable, useListView } from '@rewards/shared/table';
import {
  confirmDialog,
  makeAdmin,
  mockApi,
  mockListPage,
  readyDialog,
  renderWithProviders,
  rowOf,
  waitForNoConfirmDialog,
} from '@rewards/shared/testing';
import { useSessionStore } from '@rewards/shared';
import UserWithdrawalsPart from './user-withdrawals-part';
import { makeWithdrawal } from '../test-fixtures';

// The part a user's page embeds (decision 041), inside a frame like the page's (the list
// engine's rows of one user, the shared server-paged table), driven from the keyboard only.

const SELF = 'owner@rewards.test';
const ROW = makeWithdrawal({ id: 13, amount: '300.00', message: 'Monthly payout' });
const LARGE = { ...ROW, needs_second_approval: true };
const approve = () => screen.getByRole('button', { name: 'Approve withdrawal #13' });
const reject = () => screen.getByRole('button', { name: 'Reject withdrawal #13' });

/** Tab (forward) until `target` has focus: what a keyboard user does. */
async function tabTo(target: HTMLElement) {
  for (let i = 0; i < 80 && document.activeElement !== target; i += 1) await userEvent.tab();
  expect(target).toHaveFocus();
}

/**
 * Presses a button of the confirm dialog with Enter. The dialog's focus trap finds nothing
 * tabbable in jsdom (no layout), so the test puts focus on the button as Tab would.
 */
async function pressInDialog(button: HTMLElement) {
  button.focus();
  await userEvent.keyboard('{Enter}');
}

function Frame({ columns }: { columns: readonly DataColumn<Withdrawal>[] }) {
  const view = useListView(WITHDRAWAL_LIST);
  const list = useServerList<Withdrawal>({
    dataSet: DATA_SETS.withdrawals,
    path: WITHDRAWAL_LIST.path,
    query: { ...view.query, user: '7' },
    withAllTotal: false,
  });
  if (list.total === null) return null;
  return (
    <ServerListTable
      list={list}
      view={view}
      columns={columns}
      noun="withdrawals"
      emptyText="No withdrawals"
      caption="Withdrawals"
    />
  );
}

async function renderPart(rows: Withdrawal[], signIn?: () => void) {
  const onRowChanged = jest.fn();
  mockListPage('/withdrawals', rows);
  renderWithProviders(
    <UserWithdrawalsPart
      userId={7}
      renderList={(columns) => <Frame columns={columns} />}
      onRowChanged={onRowChanged}
    />,
    { route: '/user-table/7', as: signIn ? null : 'owner' },
  );
  signIn?.();
  await screen.findByRole('button', { name: 'Details of withdrawal #13' });
  return onRowChanged;
}

describe("the withdrawals part of a user's page", () => {
  it("approves from the keyboard with the screen's confirm; the page hears of it", async () => {
    mockApi.put<WithdrawalResponse>('/withdrawals/13', {
      success: true,
      data: { ...ROW, status: 'completed', decided_by: SELF },
    });
    const onRowChanged = await renderPart([ROW]);
    // The page is the user's: no user column.
    expect(screen.queryByRole('columnheader', { name: /User/ })).not.toBeInTheDocument();

    await tabTo(approve());
    await userEvent.keyboard('{Enter}');
    const dialog = await confirmDialog();
    expect(
      dialog.getByText('Approve withdrawal #13 of ₹300.00 to Asha Verma?'),
    ).toBeInTheDocument();
    expect(
      dialog.getByText('Are you sure you want to mark this as completed?'),
    ).toBeInTheDocument();
    await pressInDialog(dialog.getByRole('button', { name: 'Approve' }));
    await waitForNoConfirmDialog();

    expect(await screen.findByText('Withdrawal #13 marked as completed.')).toBeInTheDocument();
    expect(mockApi.requestsTo('PUT', '/withdrawals/13')[0]?.body).toEqual({ status: 'completed' });
    const row = rowOf('Monthly payout');
    expect(row.getByText('completed')).toBeInTheDocument();
    expect(row.getByText(`By ${SELF}`)).toBeInTheDocument();
    expect(onRowChanged).toHaveBeenCalledTimes(1);
  });

  it('a large one takes two admins: the first approval waits, and its approver may not give the second', async () => {
    mockApi.put<WithdrawalResponse>('/withdrawals/13', {
      success: true,
      data: { ...LARGE, first_approved_by: SELF },
    });
    await renderPart([LARGE]);
    expect(rowOf('Monthly payout').getByText('Needs two approvals')).toBeInTheDocument();

    await tabTo(approve());
    await userEvent.keyboard('{Enter}');
    const dialog = await confirmDialog();
    expect(
      dialog.getByText(
        'This records the first approval: a second admin must approve before it is marked as completed.',
      ),
    ).toBeInTheDocument();
    await pressInDialog(dialog.getByRole('button', { name: 'Give first approval' }));
    await waitForNoConfirmDialog();

    expect(
      await screen.findByText('First approval recorded: a second admin must approve'),
    ).toBeInTheDocument();
    expect(rowOf('Monthly payout').getByText('Awaiting second approval')).toBeInTheDocument();
    await waitFor(() => expect(approve()).toBeDisabled());
    expect(approve()).toHaveAccessibleDescription(
      'You gave the first approval: a second admin must approve',
    );
    expect(reject()).toBeEnabled();
  });

  it("rejects from the keyboard after the spec's question", async () => {
    mockApi.put<WithdrawalResponse>('/withdrawals/13', {
      success: true,
      data: { ...ROW, status: 'rejected', decided_by: SELF },
    });
    await renderPart([ROW]);
    await tabTo(reject());
    await userEvent.keyboard('{Enter}');
    const dialog = await confirmDialog();
    expect(dialog.getByText('Reject withdrawal #13 of ₹300.00 to Asha Verma?')).toBeInTheDocument();
    expect(dialog.getByText('Are you sure you want to mark this as rejected?')).toBeInTheDocument();
    await pressInDialog(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Withdrawal #13 marked as rejected.')).toBeInTheDocument();
    expect(rowOf('Monthly payout').getByText('rejected')).toBeInTheDocument();
  });

  it("a 409 shows the row as it now is: 'Changed meanwhile' after another admin's first approval", async () => {
    mockApi.fail('put', '/withdrawals/13', 409, 'Withdrawal changed meanwhile');
    mockApi.get<WithdrawalResponse>('/withdrawals/13', {
      success: true,
      data: { ...LARGE, first_approved_by: 'finance@rewards.test' },
    });
    await renderPart([LARGE]);
    await tabTo(approve());
    await userEvent.keyboard('{Enter}');
    const dialog = await confirmDialog();
    await pressInDialog(dialog.getByRole('button', { name: 'Give first approval' }));
    expect(await screen.findByText('Changed meanwhile')).toBeInTheDocument();
    const row = rowOf('Monthly payout');
    expect(row.getByText('Awaiting second approval')).toBeInTheDocument();
    expect(row.getByText('First approval: finance@rewards.test')).toBeInTheDocument();
  });

  it('opens the details dialog from the keyboard', async () => {
    await renderPart([ROW]);
    await tabTo(screen.getByRole('button', { name: 'Details of withdrawal #13' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await readyDialog('Withdrawal details');
    expect(within(dialog).getByText('asha@okbank')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows no decisions to an admin without payments:decide, only the status', async () => {
    const reader = makeAdmin('finance', {
      permissions: makeAdmin('finance').permissions.filter((p) => p !== 'payments:decide'),
    });
    await renderPart([LARGE], () => useSessionStore.getState().signIn(reader));
    expect(rowOf('Monthly payout').getByText('Needs two approvals')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Approve|Reject) withdrawal/ })).toBeNull();
  });
});
