/**
 * The money tables' cells (user, due select, row buttons, status badge) are native elements
 * styled by this one stylesheet, in the kit's look through Chakra's CSS variables (themes and
 * dark mode still apply), as the users table's rows are (mfe-users row-controls-style.tsx). A kit
 * component resolves its styles on every render: after a sort or filter the rows' render was
 * the largest cost left between the API's answer and the rows painted (decision 048).
 */
const CSS = `
.pc-user { display: flex; flex-direction: column; min-width: 0; }
.pc-name, .pc-email { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pc-name { font-weight: var(--chakra-font-weights-medium); }
.pc-muted { color: var(--chakra-colors-fg-muted); font-weight: var(--chakra-font-weights-normal); }
.pc-email { font-size: var(--chakra-font-sizes-xs); color: var(--chakra-colors-fg-muted); }
.pc-link {
  color: var(--chakra-colors-blue-fg); border-radius: var(--chakra-radii-l1); outline: 0;
  text-underline-offset: 3px;
}
.pc-link:hover { text-decoration: underline; }
.pc-link:focus-visible { outline: 2px solid var(--chakra-colors-blue-focus-ring); outline-offset: 2px; }
.pc-btn, .pc-select {
  box-sizing: border-box; height: 2rem; margin: 0; font: inherit;
  font-size: var(--chakra-font-sizes-xs); line-height: 1rem; color: var(--chakra-colors-fg);
  border-radius: var(--chakra-radii-l2);
}
.pc-btn {
  display: inline-flex; align-items: center; justify-content: center; min-width: 2rem;
  padding: 0 0.625rem; font-weight: var(--chakra-font-weights-medium); white-space: nowrap;
  background: transparent; border: 1px solid var(--chakra-colors-gray-muted); cursor: pointer;
}
.pc-btn:hover { background: var(--chakra-colors-gray-subtle); }
.pc-btn-ghost { border-color: transparent; padding: 0 0.25rem; font-family: var(--chakra-fonts-mono); }
.pc-btn-ghost:hover { background: var(--chakra-colors-gray-subtle); }
.pc-select {
  width: 110px; padding: 0 1.5rem 0 0.5rem; appearance: none; background: transparent;
  border: 1px solid var(--chakra-colors-border); cursor: pointer;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2371717a' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E");
  background-repeat: no-repeat; background-position: right 0.375rem center; background-size: 0.875rem;
}
.pc-select:disabled { opacity: 0.5; cursor: not-allowed; }
.pc-btn:focus-visible, .pc-select:focus-visible {
  outline: 2px solid var(--chakra-colors-blue-focus-ring); outline-offset: 2px;
}
.pc-badge {
  display: inline-flex; align-items: center; padding: 0 0.375rem; min-height: 1.25rem;
  border-radius: var(--chakra-radii-l2); font-size: var(--chakra-font-sizes-xs);
  font-weight: var(--chakra-font-weights-medium); white-space: nowrap;
  background: var(--chakra-colors-gray-subtle); color: var(--chakra-colors-gray-fg);
}
.pc-badge[data-palette=yellow] { background: var(--chakra-colors-yellow-subtle); color: var(--chakra-colors-yellow-fg); }
.pc-badge[data-palette=green] { background: var(--chakra-colors-green-subtle); color: var(--chakra-colors-green-fg); }
.pc-badge[data-palette=red] { background: var(--chakra-colors-red-subtle); color: var(--chakra-colors-red-fg); }
.pc-none { color: var(--chakra-colors-fg-muted); font-size: var(--chakra-font-sizes-sm); }
`;

/** Rendered once by each money page; React hoists it into <head> and keeps a single copy. */
export function RowCellsStyle() {
  return (
    <style href="mfe-payments-row-cells" precedence="default">
      {CSS}
    </style>
  );
}
