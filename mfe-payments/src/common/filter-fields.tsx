import { Field, Input } from '@rewards/shared/ui';
import { NativeSelect } from '@rewards/shared/ui-admin';
import type { FilterOption } from './filter-options';

interface FieldProps<Value> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
}

/** A labelled text box; the caller decides whether typing filters at once or on Apply. */
export function SearchFilter(props: FieldProps<string> & { placeholder?: string }) {
  return (
    <Field.Root flex="2 1 240px">
      <Field.Label>{props.label}</Field.Label>
      <Input
        type="search"
        size="sm"
        value={props.value}
        placeholder={props.placeholder}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field.Root>
  );
}

/** A `YYYY-MM-DD` date input (the shared date-range rule reads that format). */
export function DateFilter(props: FieldProps<string>) {
  return (
    <Field.Root flex="1 1 150px">
      <Field.Label>{props.label}</Field.Label>
      <Input
        type="date"
        size="sm"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Field.Root>
  );
}

export function SelectFilter<Value extends string>(
  props: FieldProps<Value> & { options: readonly FilterOption<Value>[] },
) {
  return (
    <Field.Root flex="1 1 150px">
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={props.value}
          onChange={(event) => {
            const option = props.options.find((item) => item.value === event.target.value);
            if (option) props.onChange(option.value);
          }}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
