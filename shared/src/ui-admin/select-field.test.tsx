import { startTransition, useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@rewards/shared/testing';
import { SelectField } from './select-field';

const OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
] as const;
type Status = (typeof OPTIONS)[number]['value'];

/** A filter bar whose value follows in a transition, as a list view applies a choice. */
function Bar({ onReady }: { onReady: (set: (value: Status) => void) => void }) {
  const [status, setStatus] = useState<Status>('all');
  onReady(setStatus);
  return (
    <SelectField
      showsPickAtOnce
      label="Status"
      options={OPTIONS}
      value={status}
      onChange={(next) => startTransition(() => setStatus(next))}
    />
  );
}

describe('SelectField', () => {
  it('shows the option picked, then every later value (Clear, the back button)', () => {
    let set: (value: Status) => void = () => undefined;
    renderWithProviders(<Bar onReady={(setter) => (set = setter)} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Status');
    fireEvent.change(select, { target: { value: 'pending' } });
    expect(select.value).toBe('pending');
    // Back to 'all' from elsewhere (Clear, the back button): shown, not the old pick.
    act(() => set('all'));
    expect(select.value).toBe('all');
    act(() => set('paid'));
    expect(select.value).toBe('paid');
  });

  it('without showsPickAtOnce, stays on its value when the pick is not taken (a confirm first)', () => {
    const onChange = jest.fn();
    renderWithProviders(
      <SelectField label="Role" options={OPTIONS} value="all" onChange={onChange} />,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('Role');
    fireEvent.change(select, { target: { value: 'paid' } });
    expect(onChange).toHaveBeenCalledWith('paid');
    expect(select.value).toBe('all');
  });
});
