import { useCallback, type Dispatch, type SetStateAction } from 'react';

/**
 * Puts a row the server returned from a change (due flag, withdrawal decision) into the loaded
 * list, by id. Screens are pessimistic: a row is patched only with what the server answered,
 * never with what the admin asked for; a reload replaces the whole list.
 */
export function useRowPatcher<Row extends { id: number }>(
  setRows: Dispatch<SetStateAction<Row[]>>,
): (row: Row) => void {
  return useCallback(
    (row: Row) => setRows((rows) => rows.map((current) => (current.id === row.id ? row : current))),
    [setRows],
  );
}
