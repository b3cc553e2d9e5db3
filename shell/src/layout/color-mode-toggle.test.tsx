import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@rewards/shared/testing';
import { ColorModeToggle } from './color-mode-toggle';

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('ColorModeToggle', () => {
  it('switches the page to dark and back, remembering the choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ColorModeToggle />);
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('title', 'Switch to light mode');
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('color-mode')).toBe('dark');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(document.documentElement).toHaveClass('light');
    expect(window.localStorage.getItem('color-mode')).toBe('light');
  });
});
