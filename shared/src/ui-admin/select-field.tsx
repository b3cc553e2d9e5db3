import { useState } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
}

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly SelectOption<Value>[];
  onChange: (value: Value) => void;
  /** How the field sits in a filter row (a flex basis, or a fixed width). */
  flex?: string;
  width?: string;
  /** Not available; `helperText` should say why (a disabled control explains itself). */
  disabled?: boolean;
  /** A line under the field, also its accessible description. */
  helperText?: string;
  /**
   * The caller applies a pick in a transition (a list view's choice, decision 048), and React
   * puts a controlled select back to its old value until that render lands: the pick shows at
   * once, until `value` follows. Off where a pick may be refused (a confirm first).
   */
  showsPickAtOnce?: boolean;
}

/**
 * The one labelled dropdown of the admin screens' filter bars. Only a listed option reaches
 * `onChange`, so the caller's value stays within its type.
 * With `showsPickAtOnce`, any new `value` (the pick's, Clear's, the back button's) is shown
 * from then on.
 */
export function SelectField<Value extends string>(props: SelectFieldProps<Value>) {
  const { label, options, onChange, flex, width } = props;
  const [picked, setPicked] = useState<{ value: Value; over: Value } | null>(null);
  // `value` moved on (to the pick, or elsewhere): it is shown from then on.
  if (picked && picked.over !== props.value) setPicked(null);
  const value = picked && picked.over === props.value ? picked.value : props.value;
  return (
    <Field.Root flex={flex} width={width} disabled={props.disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(event) => {
            const option = options.find((item) => item.value === event.target.value);
            if (!option) return;
            if (props.showsPickAtOnce) setPicked({ value: option.value, over: props.value });
            onChange(option.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.helperText && <Field.HelperText>{props.helperText}</Field.HelperText>}
    </Field.Root>
  );
}
