import { useEffect, useRef } from 'react';

export interface ReviewKeyActions {
  next: () => void;
  previous: () => void;
  approve: () => void;
  reject: () => void;
  skip: () => void;
  openUser: () => void;
  help: () => void;
}

const BINDINGS: Readonly<Record<string, keyof ReviewKeyActions>> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  a: 'approve',
  r: 'reject',
  s: 'skip',
  u: 'openUser',
  '?': 'help',
};

/** Typing in a field, or a dialog open, keeps its keys: the screen's keys wait. */
function busyElsewhere(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable="true"]')) return true;
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * The review screen's keys on the whole page (J/K and arrows, A, R, S, U, ?), without
 * modifiers, outside fields and dialogs. The latest actions are read at key time, so the
 * listener is added once.
 */
export function useReviewKeys(actions: ReviewKeyActions, enabled: boolean): void {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const action = BINDINGS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (!action || busyElsewhere(event)) return;
      // Holding J or K walks the list; a held A or R must not decide twice.
      if (event.repeat && action !== 'next' && action !== 'previous') return;
      event.preventDefault();
      latest.current[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
