import { Field, Input } from '@chakra-ui/react';

/** Whether a typed code is worth sending: 6 digits, or a recovery code `XXXXX-XXXXX`. */
export function isFactorCode(code: string): boolean {
  const trimmed = code.trim();
  return /^\d{6}$/.test(trimmed) || /^[A-Za-z2-9]{5}-?[A-Za-z2-9]{5}$/.test(trimmed);
}

/**
 * The code input of sign-in, set-up and the fresh check: `one-time-code` lets phones and
 * password managers fill it; recovery codes fit too, so it is text, not a number field.
 */
export function FactorCodeField(props: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  error?: string | undefined;
  autoFocus?: boolean;
  helperText?: string;
}) {
  const { label = 'Authenticator code' } = props;
  return (
    <Field.Root required invalid={Boolean(props.error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        name="code"
        inputMode="text"
        autoComplete="one-time-code"
        spellCheck={false}
        maxLength={16}
        autoFocus={props.autoFocus}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.helperText && !props.error && <Field.HelperText>{props.helperText}</Field.HelperText>}
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}
