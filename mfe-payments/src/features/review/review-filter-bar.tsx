import { useState } from 'react';
import type { ReviewKind } from '@rewards/contract';
import { Button, Field, HStack, Input } from '@rewards/shared/ui';
import { SelectField, type SelectOption } from '@rewards/shared/ui-admin';
import type { ReviewFilters } from './review-api';
import { KIND_LABELS } from './review-texts';
import { amountText, reviewFiltersFrom } from './use-review-filters';

type KindChoice = 'all' | ReviewKind;

const KIND_OPTIONS: SelectOption<KindChoice>[] = [
  { value: 'all', label: 'All kinds' },
  ...(Object.keys(KIND_LABELS) as ReviewKind[]).map((kind) => ({
    value: kind,
    label: KIND_LABELS[kind],
  })),
];

/**
 * Kind and amount range; the amounts apply on Apply (or Enter), the kind at once. `value` is
 * what the queue shows (the URL's filters): the fields follow it when it changes elsewhere
 * (a link, the back button).
 */
export function ReviewFilterBar({
  value,
  onChange,
}: {
  value: ReviewFilters;
  onChange: (filters: ReviewFilters) => void;
}) {
  const [shown, setShown] = useState(value);
  const [kind, setKind] = useState<KindChoice>(value.kind ?? 'all');
  const [min, setMin] = useState(amountText(value.min));
  const [max, setMax] = useState(amountText(value.max));
  if (shown !== value) {
    // React's pattern for state that follows a prop: adjusted while rendering.
    setShown(value);
    setKind(value.kind ?? 'all');
    setMin(amountText(value.min));
    setMax(amountText(value.max));
  }
  const apply = (next: KindChoice = kind) => onChange(reviewFiltersFrom(next, min, max));
  return (
    <HStack
      as="form"
      gap="3"
      align="end"
      wrap="wrap"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <SelectField<KindChoice>
        label="Kind"
        width="12rem"
        value={kind}
        options={KIND_OPTIONS}
        onChange={(value) => {
          setKind(value);
          apply(value);
        }}
      />
      <Field.Root width="9rem">
        <Field.Label>Amount from (₹)</Field.Label>
        <Input size="sm" inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} />
      </Field.Root>
      <Field.Root width="9rem">
        <Field.Label>Amount to (₹)</Field.Label>
        <Input size="sm" inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} />
      </Field.Root>
      <Button size="sm" type="submit">
        Apply
      </Button>
    </HStack>
  );
}
