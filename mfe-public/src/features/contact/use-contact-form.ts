import { useState, type FormEvent } from 'react';
import type { ContactMessage } from '@rewards/contract';
import { sendContactMessage } from './contact-api';
import { EMPTY_CONTACT } from './contact-fields';

/** docs/product.md#public-site: idle, sending, success (the form clears), error. */
export type ContactState = 'idle' | 'sending' | 'success' | 'error';

export const CONTACT_BUTTON_LABELS: Record<ContactState, string> = {
  idle: 'Send Message',
  sending: 'Sending...',
  success: 'Sent Successfully',
  error: 'Try Again',
};

/** Both contact forms (landing page and /contact) send through this. */
export function useContactForm() {
  const [value, setValue] = useState<ContactMessage>(EMPTY_CONTACT);
  const [state, setState] = useState<ContactState>('idle');

  const change = (next: ContactMessage) => {
    setValue(next);
    // Typing a new message after a success starts over; after a failure 'Try Again' stays.
    if (state === 'success') setState('idle');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    setState('sending');
    try {
      await sendContactMessage({
        name: value.name.trim(),
        email: value.email.trim(),
        message: value.message.trim(),
        // Only a bot fills the honeypot; sent so the API can drop the message.
        ...(value.website ? { website: value.website } : {}),
      });
      setValue(EMPTY_CONTACT);
      setState('success');
    } catch (error) {
      console.error('[mfe-public] contact message failed', error);
      setState('error');
    }
  };

  return { value, state, change, submit };
}
