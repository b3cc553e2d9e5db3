import type { ReactNode } from 'react';
import { BULK_MAX } from '@rewards/contract/limits';
import { countNoun } from '@rewards/shared';
import { Button, Flex, Text } from '@rewards/shared/ui';
import type { Selection } from './use-selection';

const count = (n: number) => n.toLocaleString('en-IN');

/**
 * An estimated total (decision 050: "about 9,407" for 9,916 matches) may be above or below the
 * real count: up to twice the bulk limit, selecting every match is offered and the server
 * counts it exactly before the confirm, refusing more than the limit.
 */
const ESTIMATE_OFFER_MAX = 2 * BULK_MAX;

interface SelectionBarProps<Row extends { id: number }> {
  selection: Selection<Row>;
  /** Rows matching the filter, and whether that is an estimate ("about N"). */
  total: number;
  totalIsEstimate: boolean;
  /** 'withdrawals' in '3 withdrawals selected'. */
  noun: string;
  /** The bulk action buttons (and what they are doing). */
  children: ReactNode;
}

/**
 * Above a list while rows are selected: how many, the offer to select every row matching the
 * filter on the server (up to the bulk limit; an estimated total as "about N"), the server's
 * refusal of it, clearing, and the list's bulk actions.
 */
export function SelectionBar<Row extends { id: number }>(props: SelectionBarProps<Row>) {
  const { selection, total, totalIsEstimate, noun } = props;
  if (selection.count === 0) return null;
  const canSelectAll = selection.mode === 'ids' && selection.count < total;
  const withinLimit = total <= (totalIsEstimate ? ESTIMATE_OFFER_MAX : BULK_MAX);
  const about = (estimate: boolean) => (estimate ? 'about ' : '');
  // Without a filter every row matches: "Select all 24 withdrawals", not "... this filter".
  const filter = 'filter' in selection.target ? selection.target.filter : {};
  const filtered = Object.keys(filter).length > 0;
  const matching = filtered ? ' matching this filter' : '';
  return (
    <Flex
      role="region"
      aria-label="Selection"
      align="center"
      gap="3"
      wrap="wrap"
      px="3"
      py="2"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.muted"
    >
      <Text fontSize="sm" fontWeight="medium" aria-live="polite">
        {selection.mode === 'filter'
          ? `All ${about(selection.countIsEstimate)}${countNoun(selection.count, noun)}${matching} selected`
          : `${countNoun(selection.count, noun)} selected`}
      </Text>
      {selection.loadingRange && (
        <Text fontSize="sm" color="fg.muted" role="status">
          Selecting the rows in between...
        </Text>
      )}
      {canSelectAll &&
        (selection.matchingRefused ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {selection.matchingRefused}
          </Text>
        ) : withinLimit ? (
          <Button
            size="xs"
            variant="ghost"
            onClick={() => selection.selectAllMatching(totalIsEstimate)}
          >
            {`Select all ${about(totalIsEstimate)}${countNoun(total, noun)}${matching}`}
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {`At most ${count(BULK_MAX)} at a time: narrow the filter to select all`}
          </Text>
        ))}
      <Button size="xs" variant="ghost" onClick={selection.clear}>
        Clear selection
      </Button>
      <Flex flex="1" justify="flex-end" gap="2" wrap="wrap">
        {props.children}
      </Flex>
    </Flex>
  );
}
