import { standaloneRoutes } from '@rewards/shared/standalone';
import AboutUsPage from './pages/about-us-page';
import AmlPolicyPage from './pages/aml-policy-page';
import AppInstructionPage from './pages/app-instruction-page';
import ContactPage from './pages/contact-page';
import LandingPage from './pages/landing-page';
import PrivacyPolicyPage from './pages/privacy-policy-page';
import RefundPolicyPage from './pages/refund-policy-page';
import TermsPage from './pages/terms-page';

/** Every page this remote exposes, by module name (also what its build renders to HTML). */
export const PAGES = {
  LandingPage,
  AboutUsPage,
  AppInstructionPage,
  PrivacyPolicyPage,
  TermsPage,
  RefundPolicyPage,
  AmlPolicyPage,
  ContactPage,
};

/** The pages at the paths the shell mounts them on (standalone dev mode). */
export const routes = standaloneRoutes('mfe_public', PAGES);
