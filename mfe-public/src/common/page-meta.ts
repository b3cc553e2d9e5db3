/**
 * The browser title and search-engine description of every public page. The title comes from
 * the page (its layout's `title`); the description from here, per path, because the server
 * rendered HTML needs it without running the page (mfe-public/src/ssr/).
 */
import { ROUTES } from '@rewards/contract/routes';
import { SITE_NAME, SITE_TAGLINE } from './site';

const DEFAULT_DESCRIPTION =
  'Rewards — learn with quizzes and videos, earn rewards, invite friends.';

const DESCRIPTIONS: Record<string, string> = {
  [ROUTES.landing.path]: DEFAULT_DESCRIPTION,
  [ROUTES.aboutUs.path]: 'Who we are and why Rewards pays you for learning.',
  [ROUTES.appInstruction.path]:
    'How to install the Rewards app, sign up and start earning rewards in a few steps.',
  [ROUTES.privacyPolicy.path]: 'How Rewards collects, uses and protects your personal data.',
  [ROUTES.terms.path]: 'The terms and conditions of using Rewards and its services.',
  [ROUTES.refundPolicy.path]: 'When and how Rewards refunds a payment.',
  [ROUTES.amlPolicy.path]:
    'How Rewards prevents money laundering and verifies its customers (AML/KYC).',
  [ROUTES.contact.path]: 'Write to the Rewards team: questions, support and partnerships.',
};

/** `<title>` of a page: "<page> | Rewards", or the site's tagline for the landing page. */
export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | ${SITE_TAGLINE}`;
}

/** `<meta name="description">` of the page at `path`. */
export function descriptionOf(path: string): string {
  return DESCRIPTIONS[path] ?? DEFAULT_DESCRIPTION;
}
