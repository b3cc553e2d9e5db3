import { Readable } from 'node:stream';
import { CSV_LINE_BREAK, csvHeaders, csvLine, csvValues } from '@rewards/contract';
import type { CursorState } from './list-cursor';
import { type ListedPage, listPage, type PageEntry } from './list-page';
import type { AnyListSource, ListReader } from './list-source';
import type { ListTotal } from './list-total';
import type { ListView } from './list-view';

// CSV of any list view, streamed: a keyset page at a time, each read only when the client
// has taken the previous one (Readable.from pulls on demand), so memory stays flat at any
// size. Headers and values are the declaration's, as the screens' own exports.

/** Rows per query: large enough to amortise the query, small enough to keep the loop free. */
export const LIST_CSV_PAGE = 1_000;

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
    const page: ListedPage<{ id: number }> = await listPage<{ id: number }>(
      reader,
      source,
      view,
      after && { after },
      LIST_CSV_PAGE,
      total,
    );
    if (page.rows.length > 0)
      yield page.rows.map((row) => record(csvValues(columns, row))).join('');
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
