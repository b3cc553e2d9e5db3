import type { ReactNode } from 'react';

/**
 * A 20 px line icon in the text colour, for the top bar's icon buttons; hidden from screen
 * readers, since its button carries the name.
 */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}
