import { useCallback, useMemo, useState } from 'react';

interface Patches<Row> {
  /** The loaded list these patches apply to; a reload brings fresh rows and drops them. */
  base: readonly Row[];
  byId: ReadonlyMap<number, Row>;
}

const NO_PATCHES: ReadonlyMap<number, never> = new Map<number, never>();

/**
 * A loaded list plus the rows the server has since returned from a change (due flag,
 * withdrawal decision). Screens are pessimistic: a row is patched only with what the server
 * answered, never with what the admin asked for. (`useRemoteData` has no setter; this could
 * move to shared if other remotes need it.)
 */
export function usePatchedRows<Row extends { id: number }>(
  rows: readonly Row[],
): [readonly Row[], (row: Row) => void] {
  const [patches, setPatches] = useState<Patches<Row>>({ base: rows, byId: NO_PATCHES });
  const byId = patches.base === rows ? patches.byId : NO_PATCHES;

  const patched = useMemo(
    () => (byId.size === 0 ? rows : rows.map((row) => byId.get(row.id) ?? row)),
    [rows, byId],
  );

  const patchRow = useCallback(
    (row: Row) =>
      setPatches((previous) => {
        const current = previous.base === rows ? previous.byId : NO_PATCHES;
        return { base: rows, byId: new Map(current).set(row.id, row) };
      }),
    [rows],
  );

  return [patched, patchRow];
}
