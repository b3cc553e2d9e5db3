import { render, renderHook } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReviewKeyActions, useReviewKeys } from './use-review-keys';

function actions(): jest.Mocked<ReviewKeyActions> {
  return {
    next: jest.fn(),
    previous: jest.fn(),
    approve: jest.fn(),
    reject: jest.fn(),
    skip: jest.fn(),
    openUser: jest.fn(),
    help: jest.fn(),
  };
}

describe('useReviewKeys', () => {
  it('maps the keys to the actions', async () => {
    const keys = actions();
    renderHook(() => useReviewKeys(keys, true));
    await userEvent.keyboard('jk{ArrowDown}{ArrowUp}arsu?');
    expect(keys.next).toHaveBeenCalledTimes(2);
    expect(keys.previous).toHaveBeenCalledTimes(2);
    for (const action of [keys.approve, keys.reject, keys.skip, keys.openUser, keys.help])
      expect(action).toHaveBeenCalledTimes(1);
  });

  it('leaves the keys to an open dialog and to fields', async () => {
    const keys = actions();
    renderHook(() => useReviewKeys(keys, true));
    const { unmount } = render(<div role="dialog" data-state="open" />);
    await userEvent.keyboard('a');
    unmount();
    const field = render(<input aria-label="Amount" />).getByRole('textbox');
    await userEvent.type(field, 'a');
    expect(keys.approve).not.toHaveBeenCalled();
  });

  it('takes the keys back while a closed dialog plays its exit animation', async () => {
    // R, Enter in the reject dialog, then A at once: the dialog is still in the page, closing.
    const keys = actions();
    renderHook(() => useReviewKeys(keys, true));
    const closing = render(
      <div role="dialog" data-state="closed">
        <input type="radio" aria-label="Reason" />
      </div>,
    );
    await userEvent.keyboard('a');
    // It keeps the focus on the reason it sent until it leaves the page.
    closing.getByRole('radio').focus();
    await userEvent.keyboard('a');
    expect(keys.approve).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled', async () => {
    const keys = actions();
    renderHook(() => useReviewKeys(keys, false));
    await userEvent.keyboard('a');
    expect(keys.approve).not.toHaveBeenCalled();
  });
});
