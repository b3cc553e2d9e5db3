import { useState } from 'react';
import { Button, FactorCodeField, isFactorCode, Stack } from '@rewards/shared/ui';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { removeTotp } from './security-api';
import { useFormMutation } from '../use-form-mutation';

/** Removing the app needs a current code (or a recovery code), then a confirmation. */
export function RemoveTotpForm(props: { required: boolean; onRemoved: () => void }) {
  const [code, setCode] = useState('');
  const form = useFormMutation(() => removeTotp(code), {
    failure: 'Failed to remove the authenticator app',
    ready: isFactorCode(code),
    onSuccess: () => {
      setCode('');
      notify('success', 'Authenticator app removed');
      props.onRemoved();
    },
  });
  const message = props.required
    ? 'Your role needs a second step: you will have to set up an app again before anything else.'
    : 'Signing in will need only your password.';
  return (
    <Stack
      as="form"
      gap="3"
      maxW="md"
      aria-label="Remove authenticator app"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isFactorCode(code)) return;
        void confirmAction({
          title: 'Remove authenticator app?',
          message,
          confirmLabel: 'Remove',
          destructive: true,
        }).then((confirmed) => {
          if (confirmed) form.onSubmit(event);
        });
      }}
    >
      <FactorCodeField
        value={code}
        onChange={setCode}
        helperText="A current code from the app, or one of your recovery codes"
      />
      <Button
        type="submit"
        variant="outline"
        colorPalette="red"
        alignSelf="start"
        loading={form.saving}
      >
        Remove authenticator app
      </Button>
    </Stack>
  );
}
