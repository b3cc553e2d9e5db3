/**
 * Row cells as native elements (buttons, fields, selects, switches, links, badges, user and
 * note lines) in the kit's look through Chakra's CSS variables, so themes and dark mode still
 * apply. A kit component resolves its styles on every render, and a list mounts or renders
 * again ~20 rows of them at a scroll step, a sort or a filter: with native cells the users
 * table's script time per scroll step roughly halved, and the money tables' rows were the
 * largest cost left between the API's answer and the rows painted (decisions 014, 048).
 *
 * Classes: `rc-btn` (the kit's xs outline button) with `rc-sm` (sm text, solid background:
 * the users table's controls), `rc-btn-primary`, `rc-btn-green` (subtle), `rc-btn-danger`
 * (red outline), `rc-btn-done` (a disabled button that reads as done), `rc-btn-ghost`;
 * `data-loading` on a button shows a spinner over its text. `rc-field` (input or select;
 * `rc-amount`, `rc-narrow`, `rc-changed`), `rc-select` (the kit's xs select), `rc-switch`,
 * `rc-link` (`rc-link-u`: always underlined), `rc-badge` with `data-palette`, `rc-user`
 * (`rc-name`, `rc-muted`, `rc-email`), `rc-note`, `rc-none`, `rc-clip`, `rc-unsaved`,
 * `rc-expired`, `rc-sr` (read out only); layout: `rc-row`, `rc-stack`, `rc-wrap`.
 */
const CSS = `
.rc-row { display: inline-flex; align-items: center; gap: 0.375rem; white-space: nowrap; }
.rc-stack { display: flex; flex-direction: column; align-items: flex-start; gap: 0.25rem; }
.rc-wrap { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.rc-user { display: flex; flex-direction: column; min-width: 0; }
.rc-name, .rc-email, .rc-clip { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.rc-name { font-weight: var(--chakra-font-weights-medium); }
.rc-muted, .rc-email, .rc-note, .rc-none { color: var(--chakra-colors-fg-muted); }
.rc-muted { font-weight: var(--chakra-font-weights-normal); }
.rc-email, .rc-note { font-size: var(--chakra-font-sizes-xs); }
/* A note names admins by email: a long one breaks inside rather than widen the table past
   the page (decided withdrawals at 1366 px scrolled sideways). */
.rc-note { overflow-wrap: anywhere; }
.rc-none { font-size: var(--chakra-font-sizes-sm); }
.rc-link { color: var(--chakra-colors-blue-fg); border-radius: var(--chakra-radii-l1); outline: 0; text-underline-offset: 3px; }
.rc-link:hover, .rc-link-u { text-decoration: underline; }
.rc-link-u { text-underline-offset: 2px; overflow: hidden; text-overflow: ellipsis; }
.rc-btn, .rc-field, .rc-select {
  box-sizing: border-box; height: 2rem; margin: 0; font: inherit;
  font-size: var(--chakra-font-sizes-xs); line-height: 1rem; color: var(--chakra-colors-fg);
  background: transparent; border: 1px solid var(--chakra-colors-border);
  border-radius: var(--chakra-radii-l2);
}
.rc-btn {
  display: inline-flex; align-items: center; justify-content: center; min-width: 2rem;
  padding: 0 0.625rem; font-weight: var(--chakra-font-weights-medium); white-space: nowrap; cursor: pointer;
}
.rc-field { padding: 0 0.5rem; }
.rc-sm { font-size: var(--chakra-font-sizes-sm); background: var(--chakra-colors-bg); }
.rc-btn.rc-sm { font-weight: var(--chakra-font-weights-semibold); }
.rc-btn:hover:not(:disabled) { background: var(--chakra-colors-gray-subtle); }
.rc-btn-ghost { border-color: transparent; padding: 0 0.25rem; font-family: var(--chakra-fonts-mono); }
.rc-btn-primary { background: var(--chakra-colors-blue-solid); color: var(--chakra-colors-blue-contrast); border-color: transparent; }
.rc-btn-primary:hover:not(:disabled) { background: var(--chakra-colors-blue-solid); filter: brightness(0.9); }
.rc-btn-green { background: var(--chakra-colors-green-subtle); color: var(--chakra-colors-green-fg); border-color: transparent; }
.rc-btn-green:hover:not(:disabled) { background: var(--chakra-colors-green-muted); }
.rc-btn-danger { color: var(--chakra-colors-red-fg); border-color: var(--chakra-colors-red-muted); }
.rc-btn-danger:hover:not(:disabled) { background: var(--chakra-colors-red-subtle); }
.rc-btn:disabled, .rc-field:disabled, .rc-select:disabled, .rc-switch:disabled { opacity: 0.5; cursor: not-allowed; }
.rc-btn-done:disabled { opacity: 1; cursor: default; }
.rc-btn[aria-busy='true'], .rc-switch[aria-busy='true'] { cursor: progress; }
.rc-switch[aria-busy='true'] { opacity: 0.6; }
.rc-btn[data-loading] { position: relative; color: transparent; }
.rc-btn[data-loading]::after {
  content: ''; position: absolute; inset: 0; margin: auto; width: 0.875rem; height: 0.875rem;
  border: 2px solid var(--chakra-colors-fg-muted); border-inline-end-color: transparent;
  border-radius: 9999px; animation: rc-spin 0.6s linear infinite;
}
@keyframes rc-spin { to { transform: rotate(1turn); } }
.rc-amount { width: 8.5rem; text-align: end; font-variant-numeric: tabular-nums; }
.rc-narrow { width: 5.5rem; padding: 0 0.25rem; }
.rc-select {
  width: 110px; padding: 0 1.5rem 0 0.5rem; appearance: none; cursor: pointer;
  background: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2371717a' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E") no-repeat right 0.375rem center / 0.875rem;
}
.rc-switch {
  appearance: none; position: relative; flex-shrink: 0; width: 2.25rem; height: 1.25rem; margin: 0;
  border-radius: 9999px; background: var(--chakra-colors-bg-emphasized); cursor: pointer;
  transition: background-color 0.15s;
}
.rc-switch::before {
  content: ''; position: absolute; top: 0.125rem; left: 0.125rem; width: 1rem; height: 1rem;
  border-radius: 9999px; background: white; box-shadow: var(--chakra-shadows-xs);
  transition: transform 0.15s;
}
.rc-switch:checked { background: var(--chakra-colors-green-solid); }
.rc-switch:checked::before { transform: translateX(1rem); }
.rc-btn:focus-visible, .rc-field:focus-visible, .rc-select:focus-visible, .rc-switch:focus-visible, .rc-link:focus-visible {
  outline: 2px solid var(--chakra-colors-blue-focus-ring); outline-offset: 1px;
}
.rc-field:focus { border-color: var(--chakra-colors-blue-focus-ring); }
.rc-changed { border-color: var(--chakra-colors-orange-solid); border-width: 2px; }
.rc-unsaved { color: var(--chakra-colors-orange-fg); font-size: var(--chakra-font-sizes-xs); font-weight: 600; }
.rc-expired { margin-inline-start: 0.25rem; color: var(--chakra-colors-orange-fg); font-weight: 500; }
.rc-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.rc-badge {
  display: inline-flex; align-items: center; padding: 0 0.375rem; min-height: 1.25rem;
  border-radius: var(--chakra-radii-l2); font-size: var(--chakra-font-sizes-xs);
  font-weight: var(--chakra-font-weights-medium); white-space: nowrap;
  background: var(--chakra-colors-gray-subtle); color: var(--chakra-colors-gray-fg);
}
.rc-badge[data-palette=yellow] { background: var(--chakra-colors-yellow-subtle); color: var(--chakra-colors-yellow-fg); }
.rc-badge[data-palette=orange] { background: var(--chakra-colors-orange-subtle); color: var(--chakra-colors-orange-fg); }
.rc-badge[data-palette=green] { background: var(--chakra-colors-green-subtle); color: var(--chakra-colors-green-fg); }
.rc-badge[data-palette=red] { background: var(--chakra-colors-red-subtle); color: var(--chakra-colors-red-fg); }
`;

/**
 * Rendered by each page (or part) whose rows use these classes; React hoists it into <head>
 * and keeps one copy however many render it.
 */
export function RowCellsStyle() {
  return (
    <style href="rewards-row-cells" precedence="default">
      {CSS}
    </style>
  );
}
