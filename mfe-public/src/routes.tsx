import type { StandaloneRoute } from '@rewards/shared/standalone';
import AboutUsPage from './pages/about-us-page';
import AmlPolicyPage from './pages/aml-policy-page';
import AppInstructionPage from './pages/app-instruction-page';
import ContactPage from './pages/contact-page';
import LandingPage from './pages/landing-page';
import PrivacyPolicyPage from './pages/privacy-policy-page';
import RefundPolicyPage from './pages/refund-policy-page';
import TermsPage from './pages/terms-page';

/** The pages this remote exposes, at the paths the shell mounts them on (standalone dev mode). */
export const routes: readonly StandaloneRoute[] = [
  { path: '/', label: 'Landing', element: <LandingPage /> },
  { path: '/about-us', label: 'About', element: <AboutUsPage /> },
  { path: '/app-instruction', label: 'App instructions', element: <AppInstructionPage /> },
  { path: '/privacy-policy', label: 'Privacy', element: <PrivacyPolicyPage /> },
  { path: '/terms-and-conditions', label: 'Terms', element: <TermsPage /> },
  { path: '/refund-policy', label: 'Refunds', element: <RefundPolicyPage /> },
  { path: '/aml-policy', label: 'AML/KYC', element: <AmlPolicyPage /> },
  { path: '/contact', label: 'Contact', element: <ContactPage /> },
];
