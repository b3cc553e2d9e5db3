import { Field, Input } from '@chakra-ui/react';
import { isReversedRange, REVERSED_RANGE_MESSAGE } from '@rewards/shared';

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

/**
 * A `YYYY-MM-DD` date input (the shared date-range rule reads that format); `problem` marks it
 * invalid and says why under it.
 */
export function DateFilter(props: FieldProps<string> & { problem?: string }) {
  return (
    <Field.Root flex="1 1 150px" invalid={Boolean(props.problem)}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        type="date"
        size="sm"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.problem && <Field.ErrorText>{props.problem}</Field.ErrorText>}
    </Field.Root>
  );
}

/** From and To dates of a filter bar; To says so when it falls before From. */
export function DateRangeFields(props: {
  from: string;
  to: string;
  onChange: (changes: { from?: string; to?: string }) => void;
}) {
  const reversed = isReversedRange(props.from, props.to);
  return (
    <>
      <DateFilter label="From" value={props.from} onChange={(from) => props.onChange({ from })} />
      <DateFilter
        label="To"
        value={props.to}
        onChange={(to) => props.onChange({ to })}
        problem={reversed ? REVERSED_RANGE_MESSAGE : undefined}
      />
    </>
  );
}
