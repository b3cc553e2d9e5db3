import { Button, Stack, VisuallyHidden } from '@rewards/shared/ui';
import { ContactFields } from './contact-fields';
import { CONTACT_BUTTON_LABELS, useContactForm, type ContactState } from './use-contact-form';

/** What a screen reader hears when the button's label changes. */
const ANNOUNCEMENTS: Record<ContactState, string> = {
  idle: '',
  sending: 'Sending your message.',
  success: 'Your message has been sent.',
  error: 'Your message could not be sent. Please try again.',
};

/** The button's colour follows the state (the kit keeps white text readable on each). */
const BUTTON_PALETTES: Record<ContactState, string> = {
  idle: 'blue',
  sending: 'blue',
  success: 'green',
  error: 'red',
};

/** The landing page's contact form: sends to POST /api/contact; the button tells the outcome. */
export function LandingContactForm() {
  const { value, state, change, submit } = useContactForm();
  return (
    <Stack asChild gap="4" maxW="xl">
      <form aria-label="Contact us" onSubmit={(event) => void submit(event)}>
        <ContactFields value={value} onChange={change} disabled={state === 'sending'} />
        <Button
          type="submit"
          alignSelf="flex-start"
          colorPalette={BUTTON_PALETTES[state]}
          disabled={state === 'sending'}
        >
          {CONTACT_BUTTON_LABELS[state]}
        </Button>
        <VisuallyHidden aria-live="polite">{ANNOUNCEMENTS[state]}</VisuallyHidden>
      </form>
    </Stack>
  );
}
