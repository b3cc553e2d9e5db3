import { useState, type FormEvent } from 'react';
import type { ContactMessage } from '@rewards/contract';
import { Alert, Button, Stack } from '@rewards/shared/ui';
import { ContactFields, EMPTY_CONTACT } from './contact-fields';

const STATIC_CONTACT_THANKS = 'Thank you! Your message has been sent.';

/**
 * The /contact page's form. docs/product.md#public-site: it only thanks the visitor and clears; no
 * call is made (the landing page's form is the one that sends).
 */
export function StaticContactForm() {
  const [value, setValue] = useState<ContactMessage>(EMPTY_CONTACT);
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setValue(EMPTY_CONTACT);
    setSent(true);
  };

  const change = (next: ContactMessage) => {
    setValue(next);
    setSent(false);
  };

  return (
    <Stack asChild gap="4" maxW="xl">
      <form aria-label="Contact form" onSubmit={submit}>
        {sent && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{STATIC_CONTACT_THANKS}</Alert.Title>
          </Alert.Root>
        )}
        <ContactFields value={value} onChange={change} />
        <Button type="submit" colorPalette="blue" alignSelf="flex-start">
          Send Message
        </Button>
      </form>
    </Stack>
  );
}
