import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that clears itself after `durationMs` (e.g. the banner success notice). */
export function useTimedNotice(durationMs: number) {
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (message: string) => {
      clearTimeout(timer.current);
      setNotice(message);
      timer.current = setTimeout(() => setNotice(null), durationMs);
    },
    [durationMs],
  );

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { notice, show, hide };
}
