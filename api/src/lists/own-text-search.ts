import { sql, type SqlBool } from 'kysely';
import { containsPattern } from '../db/dialect/like-pattern';

/**
 * Case-insensitive substring of any of the row's own columns (`r`), by LIKE: the content
 * lists hold thousands of rows, not millions, so a scan of the filtered list costs little
 * next to a trigram index kept on every write. (The inbox grows without bound: it has one,
 * list-text-search.ts.)
 */
export function ownTextMatches(columns: readonly string[], search: string) {
  const pattern = containsPattern(search.toLowerCase());
  const terms = columns.map(
    (column) => sql<SqlBool>`lower(${sql.ref(`r.${column}`)}) like ${pattern} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(terms, sql` or `)})`;
}
