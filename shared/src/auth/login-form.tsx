import { useState, type FormEvent } from 'react';
import { login, loginWithPasskey, normaliseApiError } from '@rewards/shared';
import type { Admin, LoginHint } from '@rewards/contract';
import { FACTOR_CODE_REQUIRED } from '@rewards/contract/limits';
import { Alert, Button, Field, Input, Stack, Text } from '@rewards/shared/ui';
import { FactorCodeStep } from './factor-code-step';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * docs/product.md#sign-in-and-access: the only login failure text, whichever of email or password
 * was wrong.
 */
export const INVALID_CREDENTIALS = 'Invalid email or password';

interface FieldErrors {
  email?: string;
  password?: string;
}

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email.trim()) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'Enter a valid email address';
  if (!password) errors.password = 'Password is required';
  return errors;
}

interface LoginFormProps {
  /** Demo credentials to show (only when the API runs in demo mode). */
  hint: LoginHint | null;
  onSignedIn: (admin: Admin) => void;
  /** Shown above the form, e.g. "Your session has ended". */
  notice?: string | null;
}

/** Email + password + Sign In, checked by the server; used by the shell and standalone remotes. */
export function LoginForm({ hint, onSignedIn, notice }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The server asked for a code after the password: the second step keeps both in memory.
  const [askCode, setAskCode] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = validate(email, password);
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password) return;
    setSubmitting(true);
    try {
      onSignedIn(await login(email.trim(), password));
    } catch (error) {
      const apiError = normaliseApiError(error);
      if (apiError.reason === FACTOR_CODE_REQUIRED) setAskCode(true);
      else setFormError(apiError.status === 401 ? INVALID_CREDENTIALS : apiError.message);
      setSubmitting(false);
    }
  }

  if (askCode) {
    return (
      <FactorCodeStep
        onSubmit={async (code) => onSignedIn(await login(email.trim(), password, code))}
        onPasskey={async () => onSignedIn(await loginWithPasskey(email.trim(), password))}
        onBack={() => {
          setAskCode(false);
          setPassword('');
        }}
      />
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Admin sign in">
      <Stack gap="4">
        {notice && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root required invalid={Boolean(fieldErrors.email)}>
          <Field.Label>Email</Field.Label>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            // The login screen has one job: the cursor starts where the admin types first.
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Field.ErrorText>{fieldErrors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(fieldErrors.password)}>
          <Field.Label>Password</Field.Label>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Field.ErrorText>{fieldErrors.password}</Field.ErrorText>
        </Field.Root>
        {formError && (
          <Text color="fg.error" role="alert">
            {formError}
          </Text>
        )}
        <Button type="submit" colorPalette="blue" loading={submitting} loadingText="Signing in...">
          Sign In
        </Button>
        {hint && (
          <Text fontSize="sm" color="fg.muted" data-testid="login-hint">
            Default credentials: <strong>{hint.email}</strong> / <strong>{hint.password}</strong>
          </Text>
        )}
        {hint && hint.others.length > 0 && (
          <Text fontSize="sm" color="fg.muted" data-testid="login-hint-roles">
            Other roles, same password:{' '}
            {hint.others.map((account, i) => (
              <span key={account.email}>
                {i > 0 && ', '}
                <strong>{account.email}</strong> ({account.role})
              </span>
            ))}
          </Text>
        )}
      </Stack>
    </form>
  );
}
