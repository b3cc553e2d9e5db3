/** Site-wide constants of the public pages: the name, the navigation and the footer links. */
import { routesOf } from '@rewards/contract/routes';
import { appStoreUrl } from './app-store-url';

export const SITE_NAME = 'Rewards';
export const SITE_TAGLINE = 'Learn, earn and grow';

/**
 * Landing-page sections (docs/product.md#public-site), in page order; each is also a nav target.
 */
export const LANDING_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'contact', label: 'Contact' },
] as const;

export type LandingSectionId = (typeof LANDING_SECTIONS)[number]['id'];

/** The section ids alone, one stable array (the scroll-spy re-subscribes when it changes). */
export const LANDING_SECTION_IDS: readonly LandingSectionId[] = LANDING_SECTIONS.map(
  (section) => section.id,
);

/** Every public page, linked from the footer (in the manifest's order). */
export const PUBLIC_PAGES = routesOf('mfe_public').map(({ path, label }) => ({ path, label }));

/**
 * docs/product.md#constants: the header height a section scrolls clear of (scroll-spy offset) and
 * the delay before scrolling to a section after arriving from another page.
 */
export const SECTION_OFFSET_PX = 100;
export const SCROLL_DELAY_MS = 100;

/**
 * Where the app is downloaded from (App instructions: 'store download link'): the
 * `APP_STORE_URL` build setting (Rspack's DefinePlugin in the browser build, the environment
 * when the server-rendered pages are written), else the spec's default.
 */
export const APP_DOWNLOAD_URL = appStoreUrl(process.env.APP_STORE_URL);
