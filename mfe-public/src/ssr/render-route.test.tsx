/** @jest-environment node */
import { ROUTES, routesOf } from '@rewards/contract/routes';
import { PLANS } from '../features/landing/plans';
import { PAGES } from '../routes';
import { inlineCssBudget, inlineCssBytes } from './inline-css-budget';
import { renderRoute, type RenderedPage } from './render-route';

// Node, as at build time: in a DOM emotion writes the styles into the document instead.
// Every public page, rendered once for all the tests below.
const rendered: Promise<Map<string, RenderedPage>> = Promise.all(
  routesOf('mfe_public').map(
    async (route) =>
      [
        route.path,
        await renderRoute(route.path, PAGES[route.module as keyof typeof PAGES]),
      ] as const,
  ),
).then((pages) => new Map(pages));

async function pageAt(path: string): Promise<RenderedPage> {
  const page = (await rendered).get(path);
  if (!page) throw new Error(`${path} was not rendered`);
  return page;
}

const classesOf = (html: string) => new Set(html.match(/\bcss-[a-z0-9]+/g));

describe('a public page rendered at build time', () => {
  it('holds the landing content, its own CSS, title and description', async () => {
    const page = await pageAt(ROUTES.landing.path);
    expect(page.html).toMatch(/<h1 id="home-heading"[^>]*>Learn, earn and grow/);
    for (const plan of PLANS) expect(page.html).toContain(`>${plan.name}</h3>`);
    expect(page.html).not.toContain('<style');
    // One tag emotion does not adopt, so hydration inserts the full styles (decision 060).
    expect(page.styles).toMatch(/^<style data-page-css>@layer reset,base,tokens,recipes;/);
    expect(page.styles).not.toContain('data-emotion');
    expect(page.title).toBe('Rewards | Learn, earn and grow');
    expect(page.description).toMatch(/rewards/i);
  });

  it('takes its title from the page', async () => {
    expect((await pageAt(ROUTES.terms.path)).title).toBe('Terms & Conditions | Rewards');
  });
});

describe("a public page's inline CSS", () => {
  it('stays within its budget on every public page', async () => {
    const over = [...(await rendered)]
      .map(([path, page]) => ({ path, bytes: inlineCssBytes(page.styles) }))
      .filter(({ path, bytes }) => bytes > inlineCssBudget(path));
    expect(over).toEqual([]);
  });

  it('styles every element of every page, in light and dark', async () => {
    for (const [path, page] of await rendered) {
      const unstyled = [...classesOf(page.html)].filter(
        (name) => !page.styles.includes(`.${name}`),
      );
      expect({ path, unstyled }).toEqual({ path, unstyled: [] });
      expect(page.styles).toMatch(/:root,\.light\{--chakra-colors-bg:/);
      expect(page.styles).toMatch(/\.dark[^{]*\{--chakra-colors-bg:/);
    }
  });

  it('leaves out the tokens, keyframes and vendor prefixes the page does not use', async () => {
    const { styles } = await pageAt(ROUTES.privacyPolicy.path);
    expect(styles).not.toContain('--chakra-colors-purple-500');
    expect(styles).not.toContain('@keyframes');
    expect(styles).not.toContain('display:-webkit-box');
  });
});
