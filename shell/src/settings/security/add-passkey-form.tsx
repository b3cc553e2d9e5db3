import { useState } from 'react';
import { PASSKEY_NAME_MAX } from '@rewards/contract/limits';
import { addPasskey, passkeysSupported } from '@rewards/shared';
import { Button, Field, HStack, Input, Stack, Text } from '@rewards/shared/ui';
import { notify } from '@rewards/shared/ui-admin';
import { useFormMutation } from '../use-form-mutation';

/** Names a new passkey, then lets the browser create it on this device or a security key. */
export function AddPasskeyForm(props: {
  onAdded: () => void;
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const [name, setName] = useState('');
  const form = useFormMutation(() => addPasskey(name), {
    failure: 'Failed to add the passkey',
    ready: name.trim() !== '',
    onSuccess: (codes) => {
      setName('');
      notify('success', 'Passkey added');
      if (codes.length > 0) props.onRecoveryCodes(codes);
      props.onAdded();
    },
  });

  if (!passkeysSupported()) {
    return <Text color="fg.muted">This browser cannot use passkeys.</Text>;
  }
  return (
    <Stack as="form" gap="3" maxW="xl" onSubmit={form.onSubmit} aria-label="Add a passkey">
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root required flex="1" minW="48">
          <Field.Label>Passkey name</Field.Label>
          <Input
            value={name}
            maxLength={PASSKEY_NAME_MAX}
            placeholder="Work laptop"
            onChange={(event) => setName(event.target.value)}
          />
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={form.saving} disabled={!name.trim()}>
          Add a passkey
        </Button>
      </HStack>
    </Stack>
  );
}
