import { LandingContactForm } from '../contact/landing-contact-form';
import { Section } from './section';

export function ContactSection() {
  return (
    <Section
      id="contact"
      title="Contact us"
      intro="Questions about plans, your account or a payment? Write to us and we will reply by email."
    >
      <LandingContactForm />
    </Section>
  );
}
