import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  name: 'mfe_public',
  dir: __dirname,
  port: 3004,
  title: 'Rewards — learn, earn and grow',
  exposes: {
    './LandingPage': './src/pages/landing-page.tsx',
    './AboutUsPage': './src/pages/about-us-page.tsx',
    './AppInstructionPage': './src/pages/app-instruction-page.tsx',
    './PrivacyPolicyPage': './src/pages/privacy-policy-page.tsx',
    './TermsPage': './src/pages/terms-page.tsx',
    './RefundPolicyPage': './src/pages/refund-policy-page.tsx',
    './AmlPolicyPage': './src/pages/aml-policy-page.tsx',
    './ContactPage': './src/pages/contact-page.tsx',
  },
});
