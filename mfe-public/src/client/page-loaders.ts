/**
 * The public pages for this remote's own client (decision 043), each in a chunk of its own, as
 * the shell loads them through federation: a visitor downloads only the page they opened.
 */
import type { ComponentType } from 'react';
import type { PAGES } from '../routes';

type PageModule = { default: ComponentType };

export const PAGE_LOADERS: Record<keyof typeof PAGES, () => Promise<PageModule>> = {
  LandingPage: () => import('../pages/landing-page'),
  AboutUsPage: () => import('../pages/about-us-page'),
  AppInstructionPage: () => import('../pages/app-instruction-page'),
  PrivacyPolicyPage: () => import('../pages/privacy-policy-page'),
  TermsPage: () => import('../pages/terms-page'),
  RefundPolicyPage: () => import('../pages/refund-policy-page'),
  AmlPolicyPage: () => import('../pages/aml-policy-page'),
  ContactPage: () => import('../pages/contact-page'),
};

export type PageName = keyof typeof PAGE_LOADERS;

export function isPageName(name: string | undefined): name is PageName {
  return name !== undefined && Object.hasOwn(PAGE_LOADERS, name);
}
