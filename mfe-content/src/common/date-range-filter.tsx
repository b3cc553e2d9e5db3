import { isReversedRange, REVERSED_RANGE_MESSAGE } from '@rewards/shared';
import { Button, Field, HStack, Input } from '@rewards/shared/ui';

// A type alias, not an interface: useUrlFilters needs a string record.
export type DateRange = {
  from: string;
  to: string;
};

interface DateRangeFilterProps {
  value: DateRange;
  onChange: (changes: Partial<DateRange>) => void;
  onClear: () => void;
}

/** From / To dates, shared by the notification and message lists (YYYY-MM-DD); the list keeps rows from the start of From to the end of To. */
export function DateRangeFilter({ value, onChange, onClear }: DateRangeFilterProps) {
  return (
    <HStack
      as="fieldset"
      gap="3"
      align="end"
      wrap="wrap"
      aria-label="Filter by date"
      borderWidth="0"
      p="0"
      m="0"
    >
      <Field.Root w="auto">
        <Field.Label>From</Field.Label>
        <Input
          type="date"
          size="sm"
          value={value.from}
          max={value.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </Field.Root>
      <Field.Root w="auto" invalid={isReversedRange(value.from, value.to)}>
        <Field.Label>To</Field.Label>
        <Input
          type="date"
          size="sm"
          value={value.to}
          min={value.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
        <Field.ErrorText>{REVERSED_RANGE_MESSAGE}</Field.ErrorText>
      </Field.Root>
      <Button size="sm" variant="outline" onClick={onClear} disabled={!value.from && !value.to}>
        Clear
      </Button>
    </HStack>
  );
}
