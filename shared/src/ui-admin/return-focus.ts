/** The element that has the keyboard focus, unless nothing does (the page body). */
export function focusedControl(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

const GIVE_UP_AFTER_MS = 30_000;

const isDisabled = (element: HTMLElement) =>
  element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

/**
 * Puts the focus back on the control that opened a dialog, so a keyboard admin continues from
 * the row they were on instead of the top of the page. A control that is disabled
 * while its request runs (e.g. a withdrawal's Approve) gets it back once it is enabled again;
 * nothing happens if it is gone or the admin has already moved the focus elsewhere.
 */
export function returnFocus(opener: HTMLElement | null): void {
  if (!opener) return;
  const tryFocus = (): boolean => {
    if (!opener.isConnected) return true;
    const active = focusedControl();
    // Someone (the admin, or the dialog's own restore) already put the focus somewhere.
    if (active !== null && active.isConnected) return true;
    if (isDisabled(opener)) return false;
    opener.focus();
    return true;
  };
  // After the closing dialog has let go of the focus (its own restore runs on exit too).
  setTimeout(() => {
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (!tryFocus()) return;
      observer.disconnect();
      clearTimeout(timer);
    });
    observer.observe(opener, { attributes: true, attributeFilter: ['disabled', 'aria-disabled'] });
    const timer = setTimeout(() => observer.disconnect(), GIVE_UP_AFTER_MS);
  }, 0);
}
