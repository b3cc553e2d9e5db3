/**
 * The CSS a server-rendered page needs to paint, pruned from everything emotion collected while
 * rendering it. Chakra's global block declares every token (light and dark), every keyframe and
 * a reset for every element; a page uses a fraction of it. PurgeCSS keeps the rules whose
 * selectors can match the markup, the custom properties those rules reach (through other
 * properties too) and the keyframes they animate with.
 */
import { PurgeCSS, type UserDefinedOptions } from 'purgecss';

/**
 * What the page's markup does not show but the document around it has: the shell's
 * `<html><body><div id="root">`, and the `light` or `dark` class the colour-mode script puts on
 * `<html>` before the first paint (both are kept, so a dark page paints dark at once).
 */
const DOCUMENT_CLASSES = ['light', 'dark'];

const documentOf = (html: string) =>
  `<html class="${DOCUMENT_CLASSES.join(' ')}"><body><div id="root">${html}</div></body></html>`;

async function purge(css: string, html: string, options: Partial<UserDefinedOptions>) {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: documentOf(html), extension: 'html' }],
    css: [{ raw: css }],
    safelist: DOCUMENT_CLASSES,
    ...options,
  });
  return result?.css ?? '';
}

/**
 * The rules, tokens and keyframes of `css` that the page `html` uses. Two passes: PurgeCSS
 * counts a keyframe name inside any custom property as used, and Chakra's animation tokens
 * name every keyframe, so keyframes are pruned once the unused tokens are gone.
 */
export async function criticalCssOf(css: string, html: string): Promise<string> {
  const used = await purge(css, html, { variables: true });
  return purge(used, html, { keyframes: true });
}
