import { memo, useState } from 'react';
import { isReversedRange } from '@rewards/shared';
import { Button, HStack } from '@rewards/shared/ui';
import { SelectField } from '@rewards/shared/ui-admin';
import { DateRangeFields, FilterPanel, SearchFilter } from '@rewards/shared/ui-forms';
import { asOption } from '../../common/filter-options';
import { sameBarProps } from '../../common/same-bar-props';
import {
  DUE_OPTIONS,
  METHOD_OPTIONS,
  WALLET_FILTER_DEFAULTS,
  type WalletFilters,
} from './wallet-filters';

interface WalletFilterBarProps {
  /** The applied filters (from the URL); the fields start from them. */
  applied: WalletFilters;
  onApply: (filters: WalletFilters) => void;
  onClear: () => void;
}

/**
 * docs/product.md#wallet-transactions: the wallet filters apply only when Apply is pressed, so the
 * fields edit a draft and the table reads the applied values (kept in the URL). Clear resets both.
 * The page remounts this bar when the applied values change, so the draft never goes stale.
 * Memoised: a sort does not render it again (same-bar-props.ts).
 */
export const WalletFilterBar = memo(function WalletFilterBar({
  applied,
  onApply,
  onClear,
}: WalletFilterBarProps) {
  const [draft, setDraft] = useState(applied);
  const set = (changes: Partial<WalletFilters>) =>
    setDraft((current) => ({ ...current, ...changes }));
  // A From after To is refused: Apply does nothing until it is fixed.
  const reversed = isReversedRange(draft.from, draft.to);

  return (
    <FilterPanel label="Filter wallet transactions" onSubmit={() => !reversed && onApply(draft)}>
      <SearchFilter
        label="Search"
        placeholder="Name, email or UTR"
        value={draft.q}
        onChange={(q) => set({ q })}
      />
      <DateRangeFields from={draft.from} to={draft.to} onChange={set} />
      <SelectField
        showsPickAtOnce
        flex="1 1 150px"
        label="Due"
        options={DUE_OPTIONS}
        value={asOption(draft.due, DUE_OPTIONS)}
        onChange={(due) => set({ due })}
      />
      <SelectField
        showsPickAtOnce
        flex="1 1 150px"
        label="Method"
        options={METHOD_OPTIONS}
        value={asOption(draft.method, METHOD_OPTIONS)}
        onChange={(method) => set({ method })}
      />
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="blue">
          Apply
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            setDraft(WALLET_FILTER_DEFAULTS);
            onClear();
          }}
        >
          Clear
        </Button>
      </HStack>
    </FilterPanel>
  );
}, sameBarProps);
