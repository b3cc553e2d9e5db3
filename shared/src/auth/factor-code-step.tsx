import { useState, type FormEvent } from 'react';
import { normaliseApiError, passkeysSupported } from '@rewards/shared';
import { Button, FactorCodeField, HStack, isFactorCode, Stack, Text } from '@rewards/shared/ui';

/** The server's one answer to a wrong password or code: it never says which. */
export const INVALID_WITH_CODE = 'Invalid email, password or code';

/**
 * Sign-in's second step, for an admin with a second factor: a code (app or recovery) or a
 * passkey goes with the email and password the first step kept.
 */
export function FactorCodeStep(props: {
  onSubmit: (code: string) => Promise<void>;
  onPasskey: () => Promise<void>;
  onBack: () => void;
  /** Show the server's own refusal (company sign-in's step has no password to hide). */
  serverRefusal?: boolean;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (!isFactorCode(code)) {
      setFieldError('Enter the 6-digit code, or a recovery code like ABCDE-FGHJK');
      return;
    }
    setFieldError(undefined);
    await attempt(() => props.onSubmit(code));
  }

  async function attempt(send: () => Promise<void>) {
    setFormError(null);
    setSubmitting(true);
    try {
      await send();
    } catch (error) {
      const apiError = normaliseApiError(error);
      setFormError(
        apiError.status === 401 && !props.serverRefusal ? INVALID_WITH_CODE : apiError.message,
      );
      setCode('');
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Second sign-in step">
      <Stack gap="4">
        <Text>
          Enter the 6-digit code from your authenticator app, or one of your recovery codes, or use
          a passkey.
        </Text>
        <FactorCodeField value={code} onChange={setCode} error={fieldError} autoFocus />
        {formError && (
          <Text color="fg.error" role="alert">
            {formError}
          </Text>
        )}
        <HStack>
          <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Checking...">
            Verify
          </Button>
          {passkeysSupported() && (
            <Button
              type="button"
              variant="outline"
              disabled={submitting}
              onClick={() => void attempt(props.onPasskey)}
            >
              Use a passkey
            </Button>
          )}
          <Button type="button" variant="ghost" onClick={props.onBack} disabled={submitting}>
            Back
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
