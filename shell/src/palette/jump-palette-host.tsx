import { lazy, Suspense, useEffect } from 'react';
import { closeJumpPalette, openJumpPalette, useJumpPalette } from './jump-palette-store';
import { stopFocusAfterPalette } from './palette-focus';

// Loaded on first use, not with the admin frame: the shell's first load stays within its
// budget (decision 010) and most page views never open the palette.
const JumpPalette = lazy(() => import('./jump-palette').then((m) => ({ default: m.JumpPalette })));

/** Ctrl+K (Cmd+K on a Mac) anywhere in the admin opens the jump palette. */
export const isJumpShortcut = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

export function JumpPaletteHost() {
  const open = useJumpPalette((state) => state.open);
  const used = useJumpPalette((state) => state.used);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isJumpShortcut(event)) return;
      // The browser's own Ctrl+K (focus its search bar) would take the keys away.
      event.preventDefault();
      openJumpPalette();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      stopFocusAfterPalette();
    };
  }, []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <JumpPalette
        open={open}
        onOpenChange={(next) => (next ? openJumpPalette() : closeJumpPalette())}
      />
    </Suspense>
  );
}
