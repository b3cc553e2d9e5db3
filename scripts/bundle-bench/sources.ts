/** Which source files a page's scripts were built from, read from their source maps. */
import type { APIRequestContext } from '@playwright/test';

export async function sourcesOf(
  request: APIRequestContext,
  scriptUrls: readonly string[],
): Promise<string[]> {
  const lists = await Promise.all(
    scriptUrls.map(async (url) => {
      const response = await request.get(`${url}.map`);
      if (!response.ok()) throw new Error(`No source map for ${url} (${response.status()})`);
      return ((await response.json()) as { sources: string[] }).sources;
    }),
  );
  return lists.flat();
}
