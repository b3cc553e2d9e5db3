import { memo, useState } from 'react';
import { Button } from '@rewards/shared/ui';
import { SelectField } from '@rewards/shared/ui-admin';
import { DateRangeFields, FilterPanel, SearchFilter } from '@rewards/shared/ui-forms';
import { asOption } from '../../common/filter-options';
import { sameBarProps } from '../../common/same-bar-props';
import { CRYPTO_STATUS_OPTIONS, NETWORK_OPTIONS, type CryptoFilters } from './crypto-filters';

/**
 * Search, from, to, status and network; each applies as it changes. The search box keeps its
 * own text: the URL update is a router transition, and a box bound to it could drop keys.
 * Memoised: a sort does not render it again (same-bar-props.ts).
 */
export const CryptoFilterBar = memo(function CryptoFilterBar(props: {
  filters: CryptoFilters;
  onChange: (changes: Partial<CryptoFilters>) => void;
  onClear: () => void;
}) {
  const { filters, onChange } = props;
  const [text, setText] = useState(filters.q);
  return (
    <FilterPanel label="Filter crypto payments">
      <SearchFilter
        label="Search"
        placeholder="Name, email, order ID or TX hash"
        value={text}
        onChange={(q) => {
          setText(q);
          onChange({ q });
        }}
      />
      <DateRangeFields from={filters.from} to={filters.to} onChange={onChange} />
      <SelectField
        showsPickAtOnce
        flex="1 1 150px"
        label="Status"
        options={CRYPTO_STATUS_OPTIONS}
        value={asOption(filters.status, CRYPTO_STATUS_OPTIONS)}
        onChange={(status) => onChange({ status })}
      />
      <SelectField
        showsPickAtOnce
        flex="1 1 150px"
        label="Network"
        options={NETWORK_OPTIONS}
        value={asOption(filters.network, NETWORK_OPTIONS)}
        onChange={(network) => onChange({ network })}
      />
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => {
          setText('');
          props.onClear();
        }}
      >
        Clear
      </Button>
    </FilterPanel>
  );
}, sameBarProps);
