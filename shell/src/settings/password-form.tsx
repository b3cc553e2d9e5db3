import { useState } from 'react';
import { fetchCurrentAdmin, useSessionStore } from '@rewards/shared';
import { Button, Heading, Stack, Text } from '@rewards/shared/ui';
import { notify } from '@rewards/shared/ui-admin';
import { PasswordField, isTooShort } from './password-field';
import { changeOwnPassword } from './settings-api';
import { useFormMutation } from './use-form-mutation';

/**
 * The admin's own password: the current one is required and every other session of theirs
 * ends. After a one-time password this is the only screen open until it is done.
 */
export function PasswordForm() {
  const mustChange = useSessionStore((state) => state.admin?.mustChangePassword ?? false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const form = useFormMutation(() => changeOwnPassword(current, next), {
    failure: 'Failed to change the password',
    ready: next.length > 0 && !isTooShort(next),
    onSuccess: async () => {
      setCurrent('');
      setNext('');
      notify('success', 'Password changed', 'Your other sessions were signed out.');
      // The session answer drops the one-time flag, which opens the other screens.
      useSessionStore.getState().signIn(await fetchCurrentAdmin());
    },
  });

  return (
    <Stack as="form" gap="3" maxW="md" onSubmit={form.onSubmit}>
      <Heading as="h2" size="md">
        Change password
      </Heading>
      {mustChange && (
        <Text role="alert" color="fg.warning">
          You signed in with a one-time password. Choose your own password to continue.
        </Text>
      )}
      <PasswordField label="Current password" value={current} onChange={setCurrent} />
      <PasswordField label="New password" value={next} onChange={setNext} isNew />
      <Button type="submit" colorPalette="blue" loading={form.saving} alignSelf="start">
        Change password
      </Button>
    </Stack>
  );
}
