import { Alert, Button, Stack } from '@rewards/shared/ui';
import { ContactFields } from './contact-fields';
import { useContactForm } from './use-contact-form';

const THANKS = 'Thank you! Your message has been sent.';
const FAILED = 'Your message could not be sent. Please try again.';

/**
 * The /contact page's form: sends to POST /api/contact like the landing page's form (the spec's
 * local-only form lost every message, docs/spec-deviations.md) and keeps the spec's thanks text.
 * A failure keeps what the visitor typed.
 */
export function ContactPageForm() {
  const { value, state, change, submit } = useContactForm();
  return (
    <Stack asChild gap="4" maxW="xl">
      <form aria-label="Contact form" onSubmit={(event) => void submit(event)}>
        {state === 'success' && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{THANKS}</Alert.Title>
          </Alert.Root>
        )}
        {state === 'error' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{FAILED}</Alert.Title>
          </Alert.Root>
        )}
        <ContactFields value={value} onChange={change} disabled={state === 'sending'} />
        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="flex-start"
          loading={state === 'sending'}
          loadingText="Sending..."
        >
          Send Message
        </Button>
      </form>
    </Stack>
  );
}
