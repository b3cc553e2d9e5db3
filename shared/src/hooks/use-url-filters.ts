import { useCallback, useMemo } from 'react';
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

  const values = useMemo(() => {
    const current = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof T & string)[]) {
      const fromUrl = params.get(key);
      if (fromUrl !== null) current[key] = fromUrl as T[typeof key];
    }
    return current;
  }, [params, defaults]);

  const update = useCallback(
    (changes: Partial<T>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaults],
  );

  const reset = useCallback(() => {
    update(defaults);
  }, [update, defaults]);

  return [values, update, reset];
}
