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

// A dialog playing its exit animation is still in the page, marked closed, and keeps the focus
// (on the reason's radio) until it is gone: it no longer holds the keys, or an A pressed just
// after the reject dialog's Enter would be lost.
const dialogs = (state: string) =>
  ['dialog', 'alertdialog'].map((role) => `[role="${role}"]${state}`).join(', ');
const OPEN_DIALOG = dialogs(':not([data-state="closed"])');
const CLOSING_DIALOG = dialogs('[data-state="closed"]');

/** Typing in a field, or a dialog open, keeps its keys: the screen's keys wait. */
function busyElsewhere(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const inField = target?.closest('input, textarea, select, [contenteditable="true"]');
  if (inField && !inField.closest(CLOSING_DIALOG)) return true;
  return document.querySelector(OPEN_DIALOG) !== null;
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
