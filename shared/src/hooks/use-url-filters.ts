import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@rewards/shared/router';

type FilterValues = Record<string, string>;

/**
 * A list screen's filter and sort state, kept in the URL query so a view can be shared and
 * survives a reload. Values equal to their default are left out of the URL to keep it short.
 * `defaults` must be a module-level constant (it is a memo dependency).
 */
export function useUrlFilters<T extends FilterValues>(
  defaults: T,
): [T, (changes: Partial<T>) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const requested = useRequestedQueries(params);

  const values = useMemo(() => {
    const current = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof T & string)[]) {
      const fromUrl = params.get(key);
      if (fromUrl !== null) current[key] = fromUrl as T[typeof key];
    }
    return current;
  }, [params, defaults]);

  // The latest rendered query, read when a change is made: `update` stays the same function
  // across changes, so memoised children given it (a sortable header) do not render again.
  const rendered = useRef({ params, setParams });
  rendered.current = { params, setParams };
  const update = useCallback(
    (changes: Partial<T>) => {
      const next = new URLSearchParams(requested.latest() ?? rendered.current.params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === defaults[key]) next.delete(key);
        else next.set(key, value);
      }
      requested.add(next.toString());
      rendered.current.setParams(next, { replace: true });
    },
    [requested, defaults],
  );

  const reset = useCallback(() => {
    update(defaults);
  }, [update, defaults]);

  return [values, update, reset];
}

/**
 * The queries this hook navigated to that no render has shown yet. The router applies a
 * navigation in a transition and its own functional update reads the last rendered query, so
 * a change made before that render (a click during a heavy render) would undo the one before
 * it. A rendered query this hook asked for drops it and those before it; any other (a link,
 * the back button) drops them all.
 */
function useRequestedQueries(params: URLSearchParams) {
  const queries = useRef<string[]>([]);
  useEffect(() => {
    const shown = queries.current.indexOf(params.toString());
    queries.current = shown === -1 ? [] : queries.current.slice(shown + 1);
  }, [params]);
  return useMemo(
    () => ({
      latest: () => queries.current.at(-1),
      add: (query: string) => void queries.current.push(query),
    }),
    [],
  );
}
