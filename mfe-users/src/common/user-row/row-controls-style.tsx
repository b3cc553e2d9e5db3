/**
 * The row controls (wallet field, buttons, status select, trust switch) are native elements
 * styled by this one stylesheet, in the kit's look through Chakra's CSS variables (so themes
 * and dark mode still apply). Measured on this screen: kit components cost a style resolution
 * per element per render, and a scroll or a search mounts ~20 rows of 12 of them at once;
 * with native controls the rows' script time per scroll step roughly halved and style and
 * layout time fell by two thirds. A candidate for the shared table kit.
 */
const CSS = `
.uc-row { display: inline-flex; align-items: center; gap: 0.375rem; white-space: nowrap; }
.uc-field, .uc-btn {
  box-sizing: border-box; height: 2rem; margin: 0; font: inherit;
  font-size: var(--chakra-font-sizes-sm); color: var(--chakra-colors-fg);
  background: var(--chakra-colors-bg); border: 1px solid var(--chakra-colors-border);
  border-radius: var(--chakra-radii-l2);
}
.uc-field { padding: 0 0.5rem; }
.uc-field:focus { border-color: var(--chakra-colors-blue-focus-ring); }
.uc-wallet { width: 8.5rem; text-align: end; font-variant-numeric: tabular-nums; }
.uc-select { width: 5.5rem; padding: 0 0.25rem; }
.uc-btn { padding: 0 0.625rem; font-weight: var(--chakra-font-weights-semibold); cursor: pointer; white-space: nowrap; }
.uc-btn:hover:not(:disabled) { background: var(--chakra-colors-bg-muted); }
.uc-btn-primary { background: var(--chakra-colors-blue-solid); color: var(--chakra-colors-blue-contrast); border-color: transparent; }
.uc-btn-primary:hover:not(:disabled) { background: var(--chakra-colors-blue-solid); filter: brightness(0.9); }
.uc-btn-danger { color: var(--chakra-colors-red-fg); border-color: var(--chakra-colors-red-muted); }
.uc-btn-danger:hover:not(:disabled) { background: var(--chakra-colors-red-subtle); }
.uc-field:disabled, .uc-btn:disabled, .uc-switch:disabled { opacity: 0.5; cursor: not-allowed; }
.uc-btn[aria-busy='true'], .uc-switch[aria-busy='true'] { cursor: progress; }
.uc-switch[aria-busy='true'] { opacity: 0.6; }
.uc-btn-done, .uc-btn-done:disabled {
  background: var(--chakra-colors-green-subtle); color: var(--chakra-colors-green-fg);
  border-color: transparent; opacity: 1; cursor: default;
}
.uc-switch {
  appearance: none; position: relative; flex-shrink: 0; width: 2.25rem; height: 1.25rem; margin: 0;
  border-radius: 9999px; background: var(--chakra-colors-bg-emphasized); cursor: pointer;
  transition: background-color 0.15s;
}
.uc-switch::before {
  content: ''; position: absolute; top: 0.125rem; left: 0.125rem; width: 1rem; height: 1rem;
  border-radius: 9999px; background: white; box-shadow: var(--chakra-shadows-xs);
  transition: transform 0.15s;
}
.uc-switch:checked { background: var(--chakra-colors-green-solid); }
.uc-switch:checked::before { transform: translateX(1rem); }
.uc-field:focus-visible, .uc-btn:focus-visible, .uc-switch:focus-visible {
  outline: 2px solid var(--chakra-colors-blue-focus-ring); outline-offset: 1px;
}
.uc-changed { border-color: var(--chakra-colors-orange-solid); border-width: 2px; }
.uc-unsaved { color: var(--chakra-colors-orange-fg); font-size: var(--chakra-font-sizes-xs); font-weight: 600; }
.uc-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.uc-link { color: var(--chakra-colors-blue-fg); text-decoration: underline; text-underline-offset: 2px; overflow: hidden; text-overflow: ellipsis; }
.uc-link:focus-visible { outline: 2px solid var(--chakra-colors-blue-focus-ring); outline-offset: 1px; }
.uc-expired { margin-inline-start: 0.25rem; color: var(--chakra-colors-orange-fg); font-weight: 500; }
`;

/** Rendered once by the page; React hoists it into <head> and keeps a single copy. */
export function RowControlsStyle() {
  return (
    <style href="mfe-users-row-controls" precedence="default">
      {CSS}
    </style>
  );
}
