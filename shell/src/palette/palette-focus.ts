/** The page's main heading: every admin page has one h1 in <main> (PageHeader). */
const mainHeading = (): HTMLElement | null => document.querySelector<HTMLElement>('main h1');

// A remote page may take a while to arrive; after this the focus stays where it is.
const GIVE_UP_AFTER_MS = 10_000;

const CLOSING_DIALOG =
  '[role="dialog"][data-state="closed"], [role="alertdialog"][data-state="closed"]';

/** Nothing holds the focus but the page body, or a dialog on its way out. */
function focusIsFree(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.closest(CLOSING_DIALOG) !== null;
}

let stopWaiting = (): void => {};

/** Ends the wait of the last close: before the next one, and when the admin frame unmounts. */
export const stopFocusAfterPalette = (): void => stopWaiting();

/** The heading on screen before a jump; a page reusing its element shows another text. */
export interface ShownHeading {
  element: HTMLElement;
  text: string | null;
}

export function shownHeading(): ShownHeading | null {
  const element = mainHeading();
  return element && { element, text: element.textContent };
}

/**
 * After the palette closes: focus `opener` (what had the focus before it opened) or, without
 * one, the main heading of the page on screen once it shows, other than `previous` (the heading
 * of the page the admin left, which stays on screen while the next page loads). Headings get tabindex=-1 to take the focus.
 *
 * Closing dialogs (the palette, a leave question) and pages that render a loading heading first
 * move or drop the focus afterwards, so it is followed until the admin presses a key or the
 * pointer, something else takes the focus, or GIVE_UP_AFTER_MS.
 */
export function focusAfterPalette(opener: HTMLElement | null, previous: ShownHeading | null): void {
  stopWaiting();
  let focused: HTMLElement | null = null;
  const target = (): HTMLElement | null => {
    if (opener?.isConnected) return opener;
    const heading = mainHeading();
    if (!heading) return null;
    const same = heading === previous?.element && heading.textContent === previous.text;
    return same ? null : heading;
  };
  const tryFocus = () => {
    if (!focusIsFree() && document.activeElement !== focused) return stop();
    const next = target();
    if (!next || document.activeElement === next) return undefined;
    if (next !== opener && !next.hasAttribute('tabindex')) next.tabIndex = -1;
    next.focus();
    focused = next;
    return undefined;
  };
  const observer = new MutationObserver(tryFocus);
  const timer = setTimeout(stop, GIVE_UP_AFTER_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  }
  stopWaiting = stop;
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  // After the closing dialog has let go of the focus.
  setTimeout(tryFocus, 0);
}
