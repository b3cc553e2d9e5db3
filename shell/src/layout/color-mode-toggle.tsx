import { IconButton, useColorMode } from '@rewards/shared/ui';
import { LineIcon } from '../common/line-icon';

/**
 * Light / dark switch of the top bar. Pressed = dark; the choice is remembered, and until it
 * is made the page follows the system setting.
 */
export function ColorModeToggle() {
  const { mode, toggle } = useColorMode();
  return (
    <IconButton
      aria-label="Dark mode"
      aria-pressed={mode === 'dark'}
      title={mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
      variant="ghost"
      onClick={toggle}
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}

function MoonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}

function SunIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </LineIcon>
  );
}
