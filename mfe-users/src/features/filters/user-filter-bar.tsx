import { memo } from 'react';
import { USER_SEARCH_MAX } from '@rewards/contract/limits';
import { Button, Field, Flex, Input } from '@rewards/shared/ui';
import { SelectField } from '@rewards/shared/ui-admin';
import {
  STATUS_FILTERS,
  TRUST_FILTERS,
  USER_VIEW_DEFAULTS,
  type UserViewParams,
} from './user-filters';

interface Props {
  params: UserViewParams;
  onChange: (changes: Partial<UserViewParams>) => void;
  onReset: () => void;
}

/**
 * Search (name, email, phone, ref code), status and trust filters, and a reset. Memoised: its
 * kit components resolve their styles on every render, and the page renders on every scroll
 * position and busy flag of the list while the filters stay as they are, and on a sort.
 */
export const UserFilterBar = memo(function UserFilterBar({ params, onChange, onReset }: Props) {
  const filtered = (['q', 'status', 'trust'] as const).some(
    (key) => params[key] !== USER_VIEW_DEFAULTS[key],
  );
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" role="search" aria-label="Filter users">
      <Field.Root width={{ base: 'full', md: '320px' }}>
        <Field.Label fontSize="sm">Search</Field.Label>
        <Input
          size="sm"
          type="search"
          placeholder="Name, email, phone or ref code"
          maxLength={USER_SEARCH_MAX}
          value={params.q}
          onChange={(e) => onChange({ q: e.target.value })}
        />
      </Field.Root>
      <SelectField
        showsPickAtOnce
        width="150px"
        label="Status"
        value={params.status}
        options={STATUS_FILTERS}
        onChange={(status) => onChange({ status })}
      />
      <SelectField
        showsPickAtOnce
        width="150px"
        label="Trust"
        value={params.trust}
        options={TRUST_FILTERS}
        onChange={(trust) => onChange({ trust })}
      />
      <Button size="sm" variant="ghost" onClick={onReset} disabled={!filtered}>
        Clear filters
      </Button>
    </Flex>
  );
}, sameFilters);

/** The bar shows no sort: a sort (a new `params` object) does not render it again. */
function sameFilters(before: Props, after: Props): boolean {
  return (
    before.onChange === after.onChange &&
    before.onReset === after.onReset &&
    (['q', 'status', 'trust'] as const).every((key) => before.params[key] === after.params[key])
  );
}
