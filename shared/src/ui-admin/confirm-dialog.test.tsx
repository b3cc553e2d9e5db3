import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  confirmDialog,
  renderWithProviders,
  waitForNoConfirmDialog,
} from '@rewards/shared/testing';
import { confirmAction } from './confirm-dialog';

/** A row's control that, like a withdrawal's Approve, is disabled while it asks and sends. */
function AskingRow() {
  const [busy, setBusy] = useState(false);
  const ask = async () => {
    setBusy(true);
    await confirmAction({ message: 'Sure?' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    setBusy(false);
  };
  return (
    <div>
      <button type="button">Top of the page</button>
      <button type="button" disabled={busy} onClick={() => void ask()}>
        Approve row 7
      </button>
    </div>
  );
}

describe('the confirm dialog', () => {
  it.each(['Confirm', 'Cancel'])(
    'gives the focus back to the control that opened it after %s, once it is enabled again',
    async (answer) => {
      renderWithProviders(<AskingRow />);
      const opener = screen.getByRole('button', { name: 'Approve row 7' });
      await userEvent.click(opener);
      await userEvent.click((await confirmDialog()).getByRole('button', { name: answer }));
      await waitForNoConfirmDialog();
      await waitFor(() => expect(opener).toBeEnabled());
      await waitFor(() => expect(opener).toHaveFocus());
    },
  );
});
