import { useCallback, useEffect, useMemo, useState } from 'react';

/** How long a row that just arrived stays highlighted. */
const FRESH_MS = 5_000;
const NONE: ReadonlySet<number> = new Set();

export interface LiveRows<Row> {
  /** Whether the table shows this row now (rows that arrived while held wait for `showNew`). */
  isShown: (row: Row) => boolean;
  /** A row that just appeared, for a brief highlight. */
  isFresh: (row: Row) => boolean;
  /** Rows that arrived while held: the "N new" notice. */
  newCount: number;
  showNew: () => void;
}

/**
 * Rows arriving in a live list (decision 016): they appear at once, briefly highlighted, unless
 * the admin is looking somewhere in particular (`hold`: scrolled down, or filtering), where
 * rows jumping under the pointer would lose their place; then they wait behind a "N new"
 * notice. Rows already shown always update in place, and removed rows go.
 */
export function useLiveRows<Row extends { id: number }>(
  rows: readonly Row[],
  hold: boolean,
): LiveRows<Row> {
  // The rows of the first answer are not new: the list starts with them shown.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set(rows.map((row) => row.id)));
  const [fresh, setFresh] = useState<ReadonlySet<number>>(NONE);
  const arriving = useMemo(
    () => rows.filter((row) => !seen.has(row.id)).map((row) => row.id),
    [rows, seen],
  );

  const showNew = useCallback(() => {
    if (arriving.length === 0) return;
    setSeen((current) => new Set([...current, ...arriving]));
    setFresh(new Set(arriving));
  }, [arriving]);

  useEffect(() => {
    if (!hold) showNew();
  }, [hold, showNew]);

  useEffect(() => {
    if (fresh.size === 0) return;
    const timer = setTimeout(() => setFresh(NONE), FRESH_MS);
    return () => clearTimeout(timer);
  }, [fresh]);

  // An unheld row shows in the render it arrives in, before the effect above marks it fresh:
  // it is highlighted from that first render, never drawn once plain.
  const arrivingNow = useMemo(() => new Set(hold ? [] : arriving), [hold, arriving]);

  return {
    isShown: useCallback((row: Row) => !hold || seen.has(row.id), [hold, seen]),
    isFresh: useCallback(
      (row: Row) => fresh.has(row.id) || arrivingNow.has(row.id),
      [fresh, arrivingNow],
    ),
    newCount: hold ? arriving.length : 0,
    showNew,
  };
}
