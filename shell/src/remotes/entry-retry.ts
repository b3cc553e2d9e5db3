/**
 * Loading a remote's entry script, with a retry that really fetches it again (decision 002).
 * The shell's server preloads a remote route's `remoteEntry.js` (`<link rel="preload">`,
 * decision 021). When that preload failed (the remote was down when the page loaded),
 * Chromium hands the failed preload to the next `<script>` with the same URL, once, without a
 * request: so a Retry after the remote came back would fail again at once. A failed load is
 * therefore tried once more at a URL the page never requested: a remote that is back loads on
 * the first Retry, one that is still down fails as before, one request later. (Decision 049:
 * the shell loads entries itself; this was a runtime plugin on the `loadEntryError` hook.)
 */

let attempts = 0;

/** An entry gets as long as Module Federation's own script loader gave it. */
const ENTRY_TIMEOUT_MS = 20_000;

/** `url` with a query no earlier request of this page had (chunk URLs do not depend on it). */
export function freshEntryUrl(url: string, attempt: number): string {
  const fresh = new URL(url);
  fresh.searchParams.set('retry', String(attempt));
  return fresh.href;
}

/** Runs one classic script (no `crossorigin`: the server's preload hint has none either). */
function runScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const done = (error?: Error) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      script.remove();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => done(new Error(`${url} timed out`)), ENTRY_TIMEOUT_MS);
    script.src = url;
    script.async = true;
    script.onload = () => done();
    script.onerror = () => done(new Error(`${url} failed to load`));
    document.head.appendChild(script);
  });
}

/**
 * Runs a remote's entry and returns the container it put on `window[globalName]`: at `url`,
 * then once more at a fresh URL if that failed.
 */
export async function loadEntry(url: string, globalName: string): Promise<unknown> {
  try {
    await runScript(url);
  } catch {
    attempts += 1;
    await runScript(freshEntryUrl(url, attempts));
  }
  const container = (window as unknown as Record<string, unknown>)[globalName];
  if (!container) throw new Error(`${url} defined no container ${globalName}`);
  return container;
}
