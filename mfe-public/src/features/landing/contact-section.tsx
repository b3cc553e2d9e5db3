import type { ReactNode } from 'react';
import { Section } from './section';

/** The landing page's last section; the page puts the contact form (its own feature) inside. */
export function ContactSection({ children }: { children: ReactNode }) {
  return (
    <Section
      id="contact"
      title="Contact us"
      intro="Questions about plans, your account or a payment? Write to us and we will reply by email."
    >
      {children}
    </Section>
  );
}
