import { useMemo } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLeaveCheck } from '@rewards/shared/router';
import { confirmDialog, waitForNoConfirmDialog } from '@rewards/shared/testing';
import { confirmAction } from '@rewards/shared/ui-admin';
import { answerSearch, field, paletteClosed, path, renderHost } from './test-palette';

/** A page with an unsaved edit, guarded as mfe-users' wallet edit is (useLeaveGuard). */
function UnsavedEdit() {
  const check = useMemo(
    () => () =>
      confirmAction({
        title: 'Leave without saving?',
        message: 'Not saved: wallet. Leave this page and discard it?',
        confirmLabel: 'Leave without saving',
      }),
    [],
  );
  useLeaveCheck(check);
  return <input aria-label="Wallet" />;
}

describe('the jump palette, the leave guard and the focus (the admin review)', () => {
  beforeEach(() => answerSearch([]));

  it('asks before leaving a page with unsaved edits; staying keeps them and the focus', async () => {
    renderHost('owner', '/user-table/2', <UnsavedEdit />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Wallet' }));
    await userEvent.keyboard('9000{Control>}k{/Control}');
    await field();
    await userEvent.keyboard('dashboard{Enter}');
    const question = await confirmDialog();
    expect(question.getByText('Leave without saving?')).toBeInTheDocument();
    expect(path()).toBe('/user-table/2');
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    await waitForNoConfirmDialog();
    expect(path()).toBe('/user-table/2');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Wallet' })).toHaveFocus());

    await userEvent.keyboard('{Control>}k{/Control}');
    await field();
    await userEvent.keyboard('dashboard{Enter}');
    const again = await confirmDialog();
    await userEvent.click(again.getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(path()).toBe('/dashboard'));
  });

  it('gives the focus back to where it was on Escape', async () => {
    renderHost('owner', '/dashboard', <button type="button">Refresh</button>);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await userEvent.keyboard('{Control>}k{/Control}');
    await field();
    await userEvent.keyboard('{Escape}');
    await paletteClosed();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus());
  });

  it("puts the focus on the new page's main heading after a jump", async () => {
    renderHost('owner', '/dashboard', <button type="button">Refresh</button>);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await userEvent.keyboard('{Control>}k{/Control}');
    await field();
    await userEvent.keyboard('audit{Enter}');
    await paletteClosed();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Page /settings/audit' })).toHaveFocus(),
    );
  });
});
