import { useEffect } from 'react';

/** Logs a list's failed load once per failure (the screen shows its own error state). */
export function useLoadFailureLog(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`[mfe-content] failed to load ${what}`, error);
  }, [error, what]);
}
