import { Readable } from 'node:stream';
import type { ListSort } from '@rewards/contract';
import { type ListedPage, listPage, type PageEntry } from './list-page';
import type { AnyListSource, ListReader } from './list-source';
import type { ListView } from './list-view';

// The old whole-list endpoints (`/api/wallet/all` and the like), kept for compatibility: no
// screen reads them any more, and they no longer build the whole body in memory. The array
// is streamed a keyset page at a time, each read when the client has taken the one before.

const PAGE = 1_000;
type Page = ListedPage<{ id: number }>;

async function* jsonChunks(
  reader: ListReader,
  source: AnyListSource,
  view: ListView,
  field: string,
  firstPage: Page,
): AsyncGenerator<string> {
  yield `{"success":true,${JSON.stringify(field)}:[`;
  let page = firstPage;
  for (let first = true; ; first = false) {
    if (page.rows.length > 0)
      yield `${first ? '' : ','}${page.rows.map((row) => JSON.stringify(row)).join(',')}`;
    const last: PageEntry | undefined = page.entries.at(-1);
    if (!last || page.entries.length < PAGE) break;
    page = await listPage(reader, source, view, { after: { ...last, position: 0 } }, PAGE);
  }
  yield ']}';
}

/**
 * `{"success":true,"<field>":[...every row, in the list's default order or the endpoint's
 * own]}`, streamed. The first page is read before the answer starts, so a failing query is
 * still a plain 500.
 */
export async function wholeListStream(
  reader: ListReader,
  source: AnyListSource,
  field: 'data' | 'payments',
  sort: ListSort = source.declaration.defaultSort,
): Promise<Readable> {
  const view: ListView = { filters: {}, sort };
  const first = await listPage<{ id: number }>(reader, source, view, null, PAGE);
  return Readable.from(jsonChunks(reader, source, view, field, first), { objectMode: false });
}
