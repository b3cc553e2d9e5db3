/** Which source files a page's scripts were built from, read from their source maps. */
import type { APIRequestContext } from '@playwright/test';

/**
 * Rspack writes no map for a chunk with no source of its own (e.g. a chunk that only
 * re-exports another), so a missing map adds nothing; any chunk carrying code has one.
 */
export async function sourcesOf(
  request: APIRequestContext,
  scriptUrls: readonly string[],
): Promise<string[]> {
  const lists = await Promise.all(
    scriptUrls.map(async (url) => {
      const response = await request.get(`${url}.map`);
      if (response.status() === 404) return [];
      if (!response.ok()) throw new Error(`Source map of ${url}: ${response.status()}`);
      return ((await response.json()) as { sources: string[] }).sources;
    }),
  );
  return lists.flat();
}
