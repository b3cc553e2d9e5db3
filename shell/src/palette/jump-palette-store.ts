import { create } from 'zustand';

interface JumpPaletteState {
  open: boolean;
  /** Opened at least once: its code has been asked for (it loads on first use). */
  used: boolean;
  /** What had the focus when it opened (null: the page body); it gets it back on Escape. */
  opener: HTMLElement | null;
}

/** Whether the jump palette is open: Ctrl+K and the top bar's search button both open it. */
export const useJumpPalette = create<JumpPaletteState>()(() => ({
  open: false,
  used: false,
  opener: null,
}));

export function openJumpPalette(): void {
  if (useJumpPalette.getState().open) return;
  const active = document.activeElement;
  useJumpPalette.setState({
    open: true,
    used: true,
    opener: active instanceof HTMLElement && active !== document.body ? active : null,
  });
}

export function closeJumpPalette(): void {
  useJumpPalette.setState({ open: false });
}
