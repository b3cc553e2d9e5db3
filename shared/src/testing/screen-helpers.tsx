/** Screen-level test helpers every remote's component tests share. */
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@rewards/shared/router';

/** Renders the current query string, so a test can check what the URL holds. */
export function LocationProbe() {
  return <output data-testid="location-search">{useLocation().search}</output>;
}

export const currentSearch = () => screen.getByTestId('location-search').textContent ?? '';

/** Params of the current URL, as an object (order-independent comparisons). */
export const currentParams = () => Object.fromEntries(new URLSearchParams(currentSearch()));

/** A promise the test settles by hand, to look at the screen while a request is in flight. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * An open modal dialog once it takes input: it makes the page inert, gives its own content
 * `pointer-events: auto` and starts listening for Escape in one effect after it mounts, and a
 * click or an Escape in between is lost (user-event checks clicks, as a browser would ignore
 * them; the Escape goes to no one).
 */
export async function readyDialog(name?: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
  return dialog;
}

/** The open confirm dialog (the shared `confirmAction`), once it takes clicks. */
export async function confirmDialog() {
  return within(await readyDialog(undefined, 'alertdialog'));
}

export async function waitForNoConfirmDialog() {
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

/** Captures the CSV the shared CsvExportButton downloads. */
export function captureCsvDownloads() {
  const blobs: Blob[] = [];
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:csv';
  });
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = jest
    .spyOn(HTMLAnchorElement.prototype, 'click')
    .mockImplementation(() => undefined);
  return {
    click,
    async lines(): Promise<string[]> {
      const blob = blobs[blobs.length - 1];
      if (!blob) throw new Error('No CSV was downloaded');
      // blob.text(), not a FileReader: the test environment's Blob is Node's (jest-fixed-jsdom,
      // for MSW), which jsdom's FileReader refuses.
      return (await blob.text()).split('\r\n');
    },
  };
}

/** The table row that contains `text` (rows are virtualized, so only rendered ones count). */
export function rowOf(text: string) {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`No table row contains ${text}`);
  return within(row);
}
