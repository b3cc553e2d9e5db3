import { useMemo } from 'react';
import { useUrlFilters } from '@rewards/shared';

/**
 * Which view of a toggle (Quiz / Videos) is shown, kept in the URL query under `key` so a
 * reload or coming back to the page keeps it. The first option is the default and stays out
 * of the URL; an unknown value in the URL falls back to it.
 * `options` must be a module-level constant (it is a memo dependency).
 */
export function useUrlView<Value extends string>(
  key: string,
  options: readonly [{ value: Value }, ...{ value: Value }[]],
): [Value, (next: Value) => void] {
  const fallback = options[0].value;
  const defaults = useMemo(() => ({ [key]: fallback }), [key, fallback]);
  const [values, update] = useUrlFilters<Record<string, string>>(defaults);
  const fromUrl = values[key];
  const current = options.find((option) => option.value === fromUrl)?.value ?? fallback;
  return [current, (next) => update({ [key]: next })];
}
