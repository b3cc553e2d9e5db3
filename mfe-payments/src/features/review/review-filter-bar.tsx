import { useState } from 'react';
import type { ReviewKind } from '@rewards/contract';
import { Button, Field, HStack, Input } from '@rewards/shared/ui';
import { SelectField, type SelectOption } from '@rewards/shared/ui-admin';
import type { ReviewFilters } from './review-api';
import { KIND_LABELS } from './review-texts';

type KindChoice = 'all' | ReviewKind;

const KIND_OPTIONS: SelectOption<KindChoice>[] = [
  { value: 'all', label: 'All kinds' },
  ...(Object.keys(KIND_LABELS) as ReviewKind[]).map((kind) => ({
    value: kind,
    label: KIND_LABELS[kind],
  })),
];

const rupees = (text: string): number | undefined => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
};

/** Kind and amount range; the amounts apply on Apply (or Enter), the kind at once. */
export function ReviewFilterBar({ onChange }: { onChange: (filters: ReviewFilters) => void }) {
  const [kind, setKind] = useState<KindChoice>('all');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const apply = (next: KindChoice = kind) =>
    onChange({
      ...(next === 'all' ? {} : { kind: next }),
      ...(rupees(min) === undefined ? {} : { min: rupees(min) }),
      ...(rupees(max) === undefined ? {} : { max: rupees(max) }),
    });
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
