import { useCallback, useEffect, useState } from 'react';
import { partModuleId, type PartEntry } from '@rewards/contract/routes';
import { loadRemotePart, usePermission } from '@rewards/shared';

const loaded = new Map<string, unknown>();
const loading = new Map<string, Promise<unknown>>();

/**
 * Starts loading another remote's part (decision 041), at most once at a time; a failure is
 * forgotten, so the next call tries again. The page calls it as it opens, so the part's files
 * arrive while the user is read.
 */
export function preloadRemotePart(part: PartEntry): Promise<unknown> {
  const id = partModuleId(part);
  const running =
    loading.get(id) ??
    // Through a promise: a host without the loader (an older shell) fails the part, not the page.
    Promise.resolve(id)
      .then((moduleId) => loadRemotePart(moduleId))
      .then(
        (component) => {
          loaded.set(id, component);
          return component;
        },
        (error: unknown) => {
          loading.delete(id);
          throw error;
        },
      );
  loading.set(id, running);
  return running;
}

/** Tests only: forget the parts this page view loaded. */
export function forgetRemoteParts(): void {
  loaded.clear();
  loading.clear();
}

/** Preloads the part as the page opens when the admin may see it (the page retries on failure). */
export function usePreloadRemotePart(part: PartEntry): void {
  const allowed = usePermission(part.permission);
  useEffect(() => {
    if (allowed) preloadRemotePart(part).catch(() => undefined);
  }, [allowed, part]);
}

export type RemotePart<Part> =
  | { state: 'loading' }
  | { state: 'ready'; Part: Part; attempt: number; retry: () => void }
  | { state: 'failed'; retry: () => void };

/** The part's component, loaded through the host; Retry loads it again in place. */
export function useRemotePart<Part>(part: PartEntry): RemotePart<Part> {
  const id = partModuleId(part);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ Part: Part } | 'loading' | 'failed'>(() =>
    loaded.has(id) ? { Part: loaded.get(id) as Part } : 'loading',
  );
  useEffect(() => {
    if (loaded.has(id) && attempt === 0) return;
    let cancelled = false;
    setResult('loading');
    preloadRemotePart(part).then(
      (component) => !cancelled && setResult({ Part: component as Part }),
      (error: unknown) => {
        console.error(`[mfe-users] could not load ${id}`, error);
        if (!cancelled) setResult('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, part, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (result === 'loading') return { state: 'loading' };
  if (result === 'failed') return { state: 'failed', retry };
  return { state: 'ready', Part: result.Part, attempt, retry };
}
