import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CSV_LINE_BREAK, csvHeaders, csvLine, csvValues } from '@rewards/contract';
import type { CursorState } from './list-cursor';
import { type ListedPage, listPage, type PageEntry } from './list-page';
import type { AnyListSource, ListReader } from './list-source';
import type { ListTotal } from './list-total';
import type { ListView } from './list-view';

// CSV of any list view, streamed: a keyset page at a time, each read only when the client
// has taken the previous one (Readable.from pulls on demand), so memory stays flat at any
// size. Headers and values are the declaration's, as the screens' own exports.
// Each unit of an export's work (a page read, a slice formatted) waits for its own turn of
// the event loop: SQLite reads are synchronous, and a client that takes every byte at once
// (no compression, a fast socket) would otherwise keep the loop in promise callbacks from
// the first page to the last, and every other request would wait for the whole export
// (33 s at 1M rows, the attack review). The turns are shared by every export of the process, one
// unit per turn, so four exports at once hold others up no longer than one.

/** Rows per query: large enough to amortise the query, small enough to keep the loop free. */
export const LIST_CSV_PAGE = 500;
/** Rows formatted in one turn (formatting a page took as long as reading it). */
const CSV_SLICE = 250;

let lastTurn: Promise<void> = Promise.resolve();

/** Resolves on a turn of the event loop no other export's unit has. */
function exportTurn(): Promise<void> {
  lastTurn = lastTurn.then(() => nextTurn());
  return lastTurn;
}

const record = (values: readonly unknown[]) => `${csvLine(values)}${CSV_LINE_BREAK}`;

async function* csvChunks(
  reader: ListReader,
  source: AnyListSource,
  view: ListView,
  total: ListTotal | null,
): AsyncGenerator<string> {
  const columns = source.declaration.columns;
  yield record(csvHeaders(columns));
  let after: CursorState | null = null;
  for (;;) {
    await exportTurn();
    const page: ListedPage<{ id: number }> = await listPage<{ id: number }>(
      reader,
      source,
      view,
      after && { after },
      LIST_CSV_PAGE,
      total,
    );
    for (let from = 0; from < page.rows.length; from += CSV_SLICE) {
      await exportTurn();
      const slice = page.rows.slice(from, from + CSV_SLICE);
      yield slice.map((row) => record(csvValues(columns, row))).join('');
    }
    const last: PageEntry | undefined = page.entries.at(-1);
    if (!last || page.entries.length < LIST_CSV_PAGE) return;
    after = { key: last.key, id: last.id, position: 0 };
  }
}

/** `total`: the view's, for a source whose plan reads pages by it (else null). */
export function listCsvStream(
  reader: ListReader,
  source: AnyListSource,
  view: ListView,
  total: ListTotal | null = null,
): Readable {
  return Readable.from(csvChunks(reader, source, view, total), { objectMode: false });
}
