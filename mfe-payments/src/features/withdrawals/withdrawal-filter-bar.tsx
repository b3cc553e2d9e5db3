import { memo } from 'react';
import { Button } from '@rewards/shared/ui';
import { SelectField } from '@rewards/shared/ui-admin';
import { DateRangeFields, FilterPanel } from '@rewards/shared/ui-forms';
import { asOption } from '../../common/filter-options';
import { sameBarProps } from '../../common/same-bar-props';
import { STATUS_OPTIONS, type WithdrawalFilters } from './withdrawal-filters';

/** From, to and status; each applies as it changes (kept in the URL by the page). * Memoised: a sort does not render it again (same-bar-props.ts).
 */
export const WithdrawalFilterBar = memo(function WithdrawalFilterBar(props: {
  filters: WithdrawalFilters;
  onChange: (changes: Partial<WithdrawalFilters>) => void;
  onClear: () => void;
}) {
  const { filters, onChange } = props;
  return (
    <FilterPanel label="Filter withdrawals">
      <DateRangeFields from={filters.from} to={filters.to} onChange={onChange} />
      <SelectField
        showsPickAtOnce
        flex="1 1 150px"
        label="Status"
        options={STATUS_OPTIONS}
        value={asOption(filters.status, STATUS_OPTIONS)}
        onChange={(status) => onChange({ status })}
      />
      <Button type="button" size="sm" variant="outline" onClick={props.onClear}>
        Clear
      </Button>
    </FilterPanel>
  );
}, sameBarProps);
