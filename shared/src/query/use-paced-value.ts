import { useEffect, useReducer, useRef } from 'react';

/**
 * `value`, passed on at most once per `intervalMs`: a change after a quiet spell at once, a
 * burst of changes (keystrokes, a scrollbar drag) as its latest value every `intervalMs`, the
 * last one always. What a server-backed view uses to ask the server: a single keystroke is not
 * delayed, fast typing does not send a request per character. `same` says when a new value
 * changes nothing (e.g. an equal range object).
 *
 * A change passed on at once is returned by the render that brings it: holding it in state
 * until an effect set it cost the users screen a whole extra render of its table per
 * keystroke and per scroll step (two, with the window range paced the same way).
 */
export function usePacedValue<T>(
  value: T,
  intervalMs: number,
  same: (a: T, b: T) => boolean = Object.is,
): T {
  // The value last passed on and when; written only by effects, after a render commits.
  const passed = useRef({ value, at: Number.NEGATIVE_INFINITY });
  const [, wake] = useReducer((renders: number) => renders + 1, 0);
  const changed = !same(value, passed.current.value);
  const atOnce = changed && performance.now() - passed.current.at >= intervalMs;

  useEffect(() => {
    if (!changed) return undefined;
    if (atOnce) {
      passed.current = { value, at: performance.now() };
      return undefined;
    }
    const send = () => {
      passed.current = { value, at: performance.now() };
      wake();
    };
    const timer = window.setTimeout(send, passed.current.at + intervalMs - performance.now());
    return () => window.clearTimeout(timer);
  }, [value, changed, atOnce, intervalMs]);

  return changed && !atOnce ? passed.current.value : value;
}
