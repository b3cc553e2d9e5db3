import { isReversedRange, REVERSED_RANGE_MESSAGE } from '@rewards/shared';
import { Button } from '@rewards/shared/ui';
import { DateFilter } from '../../common/filter-fields';
import { SelectField } from '@rewards/shared/ui-admin';
import { asOption } from '../../common/filter-options';
import { FilterPanel } from '../../common/filter-panel';
import { STATUS_OPTIONS, type WithdrawalFilters } from './withdrawal-filters';

/** From, to and status; each applies as it changes (kept in the URL by the page). */
export function WithdrawalFilterBar(props: {
  filters: WithdrawalFilters;
  onChange: (changes: Partial<WithdrawalFilters>) => void;
  onClear: () => void;
}) {
  const { filters, onChange } = props;
  return (
    <FilterPanel label="Filter withdrawals">
      <DateFilter label="From" value={filters.from} onChange={(from) => onChange({ from })} />
      <DateFilter
        label="To"
        value={filters.to}
        onChange={(to) => onChange({ to })}
        problem={isReversedRange(filters.from, filters.to) ? REVERSED_RANGE_MESSAGE : undefined}
      />
      <SelectField
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
}
