import type { ContactMessage } from '@rewards/contract';
import { Field, Input, Stack, Textarea } from '@rewards/shared/ui';
import { HoneypotField } from './honeypot-field';

interface ContactFieldsProps {
  value: ContactMessage;
  onChange: (value: ContactMessage) => void;
  disabled?: boolean;
}

/**
 * Name, email and message, each required and checked by the browser (docs/product.md#public-site),
 * shared by the landing page's form and the /contact page, plus the hidden honeypot.
 */
export function ContactFields({ value, onChange, disabled = false }: ContactFieldsProps) {
  const set = (key: keyof ContactMessage) => (text: string) => onChange({ ...value, [key]: text });
  return (
    <Stack gap="4" position="relative">
      <HoneypotField value={value.website ?? ''} onChange={set('website')} />
      <Field.Root required disabled={disabled}>
        <Field.Label>
          Name <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name="name"
          autoComplete="name"
          value={value.name}
          onChange={(e) => set('name')(e.target.value)}
        />
      </Field.Root>
      <Field.Root required disabled={disabled}>
        <Field.Label>
          Email <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={value.email}
          onChange={(e) => set('email')(e.target.value)}
        />
      </Field.Root>
      <Field.Root required disabled={disabled}>
        <Field.Label>
          Message <Field.RequiredIndicator />
        </Field.Label>
        <Textarea
          name="message"
          rows={5}
          value={value.message}
          onChange={(e) => set('message')(e.target.value)}
        />
      </Field.Root>
    </Stack>
  );
}

export const EMPTY_CONTACT: ContactMessage = { name: '', email: '', message: '' };
