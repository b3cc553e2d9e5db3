import { useState, type FormEvent } from 'react';
import { normaliseApiError } from '@rewards/shared';
import { Button, HStack, Stack, Text } from '@rewards/shared/ui';
import { FactorCodeField, isFactorCode } from './factor-code-field';

/** The server's one answer to a wrong password or code: it never says which. */
export const INVALID_WITH_CODE = 'Invalid email, password or code';

/**
 * Sign-in's second step, for an admin with an authenticator app: the code (or a recovery
 * code) goes with the email and password the first step kept.
 */
export function FactorCodeStep(props: {
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
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
    setSubmitting(true);
    try {
      await props.onSubmit(code);
    } catch (error) {
      const apiError = normaliseApiError(error);
      setFormError(apiError.status === 401 ? INVALID_WITH_CODE : apiError.message);
      setCode('');
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Second sign-in step">
      <Stack gap="4">
        <Text>
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
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
          <Button type="button" variant="ghost" onClick={props.onBack} disabled={submitting}>
            Back
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
