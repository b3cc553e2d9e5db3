import { PublicLayout } from '../common/public-layout';
import { AboutSection } from '../features/landing/about-section';
import { LandingContactForm } from '../features/contact/landing-contact-form';
import { ContactSection } from '../features/landing/contact-section';
import { FeaturesSection } from '../features/landing/features-section';
import { HeroSection } from '../features/landing/hero-section';
import { LegalDisclaimer } from '../features/landing/legal-disclaimer';
import { PricingSection } from '../features/landing/pricing-section';
import { TestimonialsSection } from '../features/landing/testimonials-section';
import { useScrollToHash } from '../features/landing/use-scroll-to-hash';

/** /, exposed as `mfe_public/LandingPage` (default export: the federation boundary). */
export default function LandingPage() {
  useScrollToHash();
  return (
    <PublicLayout scrollSpy>
      <HeroSection />
      <AboutSection />
      <FeaturesSection />
      <PricingSection />
      <TestimonialsSection />
      <ContactSection>
        <LandingContactForm />
      </ContactSection>
      <LegalDisclaimer />
    </PublicLayout>
  );
}
