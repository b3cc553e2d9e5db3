import { IconButton } from '@rewards/shared/ui';
import { LineIcon } from '../common/line-icon';
import { openJumpPalette } from './jump-palette-store';

/**
 * The top bar's way into the jump palette: on a touch screen there is no Ctrl+K, and on a
 * desktop it shows the palette exists.
 */
export function JumpPaletteButton() {
  return (
    <IconButton
      aria-label="Search screens and users"
      aria-keyshortcuts="Control+K Meta+K"
      title="Search screens and users (Ctrl+K)"
      variant="ghost"
      onClick={openJumpPalette}
    >
      <SearchIcon />
    </IconButton>
  );
}

function SearchIcon() {
  return (
    <LineIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}
