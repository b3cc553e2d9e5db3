// A saved view's query in its one stored form (decision 031), from the list's URL keys alone.
// Its own entry (`@rewards/contract/lists/view-query`), apart from the list declarations: the
// shared table kit compares the URL with the views without bundling every list's columns.

/** Longest view name, characters once trimmed. */
export const VIEW_NAME_MAX = 60;
/** Longest saved query string, characters (every filter of the widest list fits). */
export const VIEW_QUERY_MAX = 1000;

/** A filter value that filters nothing: the URL leaves it out. */
export const isNoFilter = (value: string): boolean => value.trim() === '' || value === 'all';

/**
 * The view a URL query shows: the list's keys in their order, values that filter nothing left
 * out, any other key (another part of the page's URL, like `details`) dropped. The API stores
 * a view in this form after checking its values, so a screen marks the view its URL equals.
 */
export function viewQueryOf(keys: readonly string[], query: string): string {
  const given = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const out = new URLSearchParams();
  for (const key of keys) {
    const value = given.get(key);
    if (value !== null && !isNoFilter(value)) out.set(key, value);
  }
  return out.toString();
}
