import { useState, type FormEvent } from 'react';
import { ADMIN_PASSWORD_MIN } from '@rewards/contract/limits';
import { fetchCurrentAdmin, serverMessageOr, useSessionStore } from '@rewards/shared';
import { Button, Field, Heading, Input, Stack, Text } from '@rewards/shared/ui';
import { notify } from '@rewards/shared/ui-admin';
import { changeOwnPassword } from './settings-api';

/**
 * The admin's own password: the current one is required and every other session of theirs
 * ends. After a one-time password this is the only screen open until it is done.
 */
export function PasswordForm() {
  const mustChange = useSessionStore((state) => state.admin?.mustChangePassword ?? false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [saving, setSaving] = useState(false);
  const tooShort = next.length > 0 && next.length < ADMIN_PASSWORD_MIN;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooShort || next.length === 0) return;
    setSaving(true);
    try {
      await changeOwnPassword(current, next);
      setCurrent('');
      setNext('');
      notify('success', 'Password changed', 'Your other sessions were signed out.');
      // The session answer drops the one-time flag, which opens the other screens.
      useSessionStore.getState().signIn(await fetchCurrentAdmin());
    } catch (error) {
      notify('error', 'Error', serverMessageOr(error, 'Failed to change the password'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack as="form" gap="3" maxW="md" onSubmit={(event) => void submit(event)}>
      <Heading as="h2" size="md">
        Change password
      </Heading>
      {mustChange && (
        <Text role="alert" color="fg.warning">
          You signed in with a one-time password. Choose your own password to continue.
        </Text>
      )}
      <Field.Root required>
        <Field.Label>Current password</Field.Label>
        <Input
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      </Field.Root>
      <Field.Root required invalid={tooShort}>
        <Field.Label>New password</Field.Label>
        <Input
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
        <Field.ErrorText>At least {ADMIN_PASSWORD_MIN} characters</Field.ErrorText>
      </Field.Root>
      <Button type="submit" colorPalette="blue" loading={saving} alignSelf="start">
        Change password
      </Button>
    </Stack>
  );
}
