import { Container, Heading, Text } from '@rewards/shared/ui';
import { PublicLayout } from '../common/public-layout';
import { ContactPageForm } from '../features/contact/contact-page-form';

/** /contact, exposed as `mfe_public/ContactPage` (default export: the federation boundary). */
export default function ContactPage() {
  return (
    <PublicLayout title="Contact Us">
      <Container maxW="3xl" py={{ base: '10', md: '14' }}>
        <Heading as="h1" size="3xl" mb="3">
          Contact Us
        </Heading>
        <Text color="fg.muted" mb="8">
          Tell us how we can help with your account, a plan or a payment. Please include the email
          address you registered with.
        </Text>
        <ContactPageForm />
      </Container>
    </PublicLayout>
  );
}
