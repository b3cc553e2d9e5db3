import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkState } from '@rewards/shared/query';
import { renderWithProviders } from '@rewards/shared/testing';
import { BulkResult, bulkSummaryText } from './bulk-result';

const finished: BulkState = {
  phase: 'finished',
  total: 12,
  processed: 12,
  done: 10,
  awaitingSecond: 0,
  refused: [
    { id: 7, reason: 'already_decided', message: 'Withdrawal was already completed' },
    { id: 9, reason: 'already_decided', message: 'Withdrawal was already rejected' },
  ],
  cancelled: false,
  error: null,
};

describe('a bulk action result', () => {
  it('sums up what was done and why rows were refused', () => {
    expect(bulkSummaryText(finished, 'rejected')).toBe('10 rejected, 2 refused: already decided');
    expect(
      bulkSummaryText(
        { ...finished, refused: [], done: 4, awaitingSecond: 4, cancelled: true, processed: 4 },
        'completed',
      ),
    ).toBe('0 completed, 4 first approvals recorded, cancelled after 4 of 12');
  });

  it('counts a first approval apart from a completed one (the admin review)', () => {
    expect(
      bulkSummaryText({ ...finished, refused: [], done: 2, awaitingSecond: 1 }, 'completed'),
    ).toBe('1 completed, 1 first approval recorded');
  });

  it('lists the refused rows, and shows progress with Cancel while running', async () => {
    const user = userEvent.setup();
    const props = { doneVerb: 'rejected', runningVerb: 'Rejecting', onClose: jest.fn() };
    const onCancel = jest.fn();
    const { unmount } = renderWithProviders(
      <BulkResult
        {...props}
        onCancel={onCancel}
        state={{ ...finished, phase: 'running', processed: 3 }}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Rejecting 3 of 12 25%' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();

    unmount();
    renderWithProviders(<BulkResult {...props} onCancel={onCancel} state={finished} />);
    expect(screen.getByRole('status')).toHaveTextContent('10 rejected, 2 refused: already decided');
    const refused = screen.getByRole('list', { name: 'Refused rows' });
    expect(refused).toHaveTextContent('#7 Withdrawal was already completed');
  });
});
