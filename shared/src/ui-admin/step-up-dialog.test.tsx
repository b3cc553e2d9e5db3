import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STEP_UP_REQUIRED } from '@rewards/contract/limits';
import { apiClient, normaliseApiError, useSessionStore } from '@rewards/shared';
import { mockApi, renderWithProviders } from '@rewards/shared/testing';
import { StepUpDialog } from './step-up-dialog';

/** A screen with work in it: a reason typed, then a large approval sent with it. */
function ApproveScreen() {
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState('');
  const approve = async () => {
    try {
      await apiClient.put('/withdrawals/7', { status: 'completed', reason });
      setOutcome('Approved');
    } catch (error) {
      setOutcome(normaliseApiError(error).message);
    }
  };
  return (
    <>
      <label>
        Reason
        <input value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      <button type="button" onClick={() => void approve()}>
        Approve
      </button>
      <p>{outcome}</p>
      <StepUpDialog />
    </>
  );
}

const STALE = {
  success: false,
  message: 'Confirm it is you: use a passkey or a code from your authenticator app',
  reason: STEP_UP_REQUIRED,
};

/** The API refuses the approval as stale; the returned call makes it approve from then on. */
function answerApproval() {
  mockApi.post('/admin/mfa/step-up', { success: true });
  mockApi.put('/withdrawals/7', STALE, { status: 401 });
  return () => mockApi.put('/withdrawals/7', { success: true });
}

describe('StepUpDialog', () => {
  it('asks for a code, then sends the same request again without losing the work', async () => {
    const approveAfterCheck = answerApproval();
    renderWithProviders(<ApproveScreen />);
    await userEvent.type(screen.getByLabelText('Reason'), 'Verified by phone');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(screen.getByLabelText('Reason')).toHaveValue('Verified by phone');
    await userEvent.type(within(dialog).getByLabelText(/Authenticator code/), '123456');
    approveAfterCheck();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(mockApi.requestsTo('post', '/admin/mfa/step-up').map((r) => r.body)).toEqual([
      { code: '123456' },
    ]);
    const sent = mockApi.requestsTo('put', '/withdrawals/7').map((r) => r.body);
    expect(sent).toEqual([
      { status: 'completed', reason: 'Verified by phone' },
      { status: 'completed', reason: 'Verified by phone' },
    ]);
    // The 401 asked for a code: it did not end the session.
    expect(useSessionStore.getState().status).toBe('signed-in');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps asking after a wrong code; cancelling refuses the action and keeps the work', async () => {
    answerApproval();
    mockApi.fail(
      'post',
      '/admin/mfa/step-up',
      400,
      'That code is not right: check your authenticator app and try again',
    );
    renderWithProviders(<ApproveScreen />);
    await userEvent.type(screen.getByLabelText('Reason'), 'Checked');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.type(within(dialog).getByLabelText(/Authenticator code/), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/That code is not right/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(STALE.message)).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveValue('Checked');
    expect(mockApi.requestsTo('put', '/withdrawals/7')).toHaveLength(1);
    expect(useSessionStore.getState().status).toBe('signed-in');
  });
});
