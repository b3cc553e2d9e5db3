import { ADMIN_PASSWORD_MIN } from '@rewards/contract/limits';
import { Field, Input } from '@rewards/shared/ui';

/** Whether a new password is long enough to send (an empty one is "required", not "too short"). */
export const isTooShort = (password: string) =>
  password.length > 0 && password.length < ADMIN_PASSWORD_MIN;

/**
 * A required password input. A new one (`isNew`) says at once when it is shorter than the API
 * accepts; the current one is only checked by the server.
 */
export function PasswordField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isNew?: boolean;
  flex?: string;
  minW?: string;
}) {
  const { isNew = false } = props;
  return (
    <Field.Root
      required
      invalid={isNew && isTooShort(props.value)}
      flex={props.flex}
      minW={props.minW}
    >
      <Field.Label>{props.label}</Field.Label>
      <Input
        type="password"
        autoComplete={isNew ? 'new-password' : 'current-password'}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {isNew && <Field.ErrorText>At least {ADMIN_PASSWORD_MIN} characters</Field.ErrorText>}
    </Field.Root>
  );
}
