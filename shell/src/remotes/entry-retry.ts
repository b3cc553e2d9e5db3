/**
 * Retry of a remote's entry script that really fetches it again (decision 002). The shell's
 * server preloads a remote route's `remoteEntry.js` (`<link rel="preload">`, decision 021).
 * When that preload failed (the remote was down when the page loaded), Chromium hands the
 * failed preload to the next `<script>` with the same URL, once, without a request: so the
 * first Retry after the remote came back failed again at once (RUNTIME-008) and only the
 * second one loaded it. On a failed entry load the runtime calls `loadEntryError` (the hook
 * its retry plugin uses); this plugin clears the failed load the runtime keeps pending for
 * the entry and loads it once more at a URL the page never requested: a remote that is back
 * loads on the first Retry, one that is still down fails as before, one request later.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

let attempts = 0;

/** `url` with a query no earlier request of this page had (chunk URLs do not depend on it). */
export function freshEntryUrl(url: string, attempt: number): string {
  const fresh = new URL(url);
  fresh.searchParams.set('retry', String(attempt));
  return fresh.href;
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

export function entryRetryPlugin(): ModuleFederationRuntimePlugin {
  const loadEntryError: LoadEntryError = ({
    getRemoteEntry,
    origin,
    remoteInfo,
    globalLoading,
    uniqueKey,
  }) => {
    // Still this failed load while the hook runs: getRemoteEntry would wait on it.
    delete globalLoading[uniqueKey];
    attempts += 1;
    const attempt = attempts;
    const recovered = getRemoteEntry({
      origin,
      remoteInfo,
      getEntryUrl: (url) => freshEntryUrl(url, attempt),
    }).then((exports) => exports || undefined);
    // The runtime awaits what the hook returns; the hook's declared type nests one more promise.
    return recovered as unknown as ReturnType<LoadEntryError>;
  };
  return { name: 'rewards-entry-retry', loadEntryError };
}
