import { Field, HStack, Input } from '@rewards/shared/ui';
import { DateRangeFilter } from '../../common/date-range-filter';
import type { InboxFilters as Filters } from './inbox-rules';

interface InboxFiltersProps {
  value: Filters;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
}

/** Search (name, email, text) and the received-date range; both apply as the admin types. */
export function InboxFilters({ value, onChange, onClear }: InboxFiltersProps) {
  return (
    <HStack gap="3" align="end" wrap="wrap">
      <Field.Root w="auto">
        <Field.Label>Search</Field.Label>
        <Input
          type="search"
          size="sm"
          placeholder="Name, email or text"
          value={value.q}
          onChange={(e) => onChange({ q: e.target.value })}
        />
      </Field.Root>
      <DateRangeFilter value={value} onChange={onChange} onClear={onClear} />
    </HStack>
  );
}
