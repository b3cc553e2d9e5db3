import { useEffect } from 'react';

/** Where typing '/' means the character: a text field, a select, an editable region. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/**
 * `/` focuses the search box of the list on screen (every list's search is an
 * `input[type=search]` in the page's <main>), as in GitHub or Gmail. Not while typing in a
 * field, with a modifier, or while a dialog is open; a screen without a search keeps the key.
 */
export function useSearchShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      // Closed dialogs may stay in the DOM (hidden): only an open one holds the keys.
      if (document.querySelector(OPEN_DIALOG)) return;
      const search = document.querySelector<HTMLInputElement>('main input[type="search"]');
      if (!search || search.disabled) return;
      event.preventDefault();
      search.focus();
      search.select();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
