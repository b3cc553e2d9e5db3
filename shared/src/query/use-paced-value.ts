import { useEffect, useRef, useState } from 'react';

/**
 * `value`, passed on at most once per `intervalMs`: a change after a quiet spell at once, a
 * burst of changes (keystrokes, a scrollbar drag) as its latest value every `intervalMs`, the
 * last one always. What a server-backed view uses to ask the server: a single keystroke is not
 * delayed, fast typing does not send a request per character. `same` says when a new value
 * changes nothing (e.g. an equal range object).
 */
export function usePacedValue<T>(
  value: T,
  intervalMs: number,
  same: (a: T, b: T) => boolean = Object.is,
): T {
  const [paced, setPaced] = useState(value);
  const lastSent = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (same(value, paced)) return undefined;
    const wait = lastSent.current + intervalMs - performance.now();
    const send = () => {
      lastSent.current = performance.now();
      setPaced(value);
    };
    if (wait <= 0) {
      send();
      return undefined;
    }
    const timer = window.setTimeout(send, wait);
    return () => window.clearTimeout(timer);
  }, [value, paced, intervalMs, same]);

  return same(value, paced) ? value : paced;
}
