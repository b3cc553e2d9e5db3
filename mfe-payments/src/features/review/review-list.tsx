import { memo, useCallback, useRef } from 'react';
import { formatDateTime, formatRupees } from '@rewards/shared';
import { Badge, Box, Stack, Text } from '@rewards/shared/ui';
import type { ReviewItem } from '@rewards/contract';
import { sameItem } from './review-api';
import { KIND_LABELS } from './review-texts';

interface ReviewListProps {
  items: readonly ReviewItem[];
  selected: ReviewItem | null;
  onSelect: (item: ReviewItem) => void;
}

const optionId = (item: ReviewItem) => `review-item-${item.kind}-${item.id}`;

/**
 * The queue, oldest first: a listbox whose selection follows J/K; a click selects too. Each
 * option says kind, amount, user and when it started waiting. The listbox takes focus itself
 * (its selected option is the active descendant), so a keyboard user can reach and scroll a
 * queue longer than the screen.
 */
export function ReviewList({ items, selected, onSelect }: ReviewListProps) {
  // One callback for every option, so a move or a decision re-renders the two options whose
  // selection changed, not the whole queue (the screen's keys move by the hundred).
  const latestOnSelect = useRef(onSelect);
  latestOnSelect.current = onSelect;
  const select = useCallback((item: ReviewItem) => latestOnSelect.current(item), []);
  return (
    <Stack
      as="ul"
      role="listbox"
      aria-label="Items to review"
      tabIndex={0}
      aria-activedescendant={selected ? optionId(selected) : undefined}
      gap="1"
      listStyleType="none"
      m="0"
      p="0"
    >
      {items.map((item) => (
        <ReviewOption
          key={`${item.kind}:${item.id}`}
          item={item}
          active={sameItem(item, selected)}
          onSelect={select}
        />
      ))}
    </Stack>
  );
}

interface ReviewOptionProps {
  item: ReviewItem;
  active: boolean;
  onSelect: (item: ReviewItem) => void;
}

const ReviewOption = memo(function ReviewOption({ item, active, onSelect }: ReviewOptionProps) {
  return (
    <Box
      as="li"
      role="option"
      id={optionId(item)}
      aria-selected={active}
      px="3"
      py="2"
      borderRadius="md"
      borderWidth="1px"
      borderColor={active ? 'blue.solid' : 'border'}
      bg={active ? 'blue.subtle' : undefined}
      cursor="pointer"
      onClick={() => onSelect(item)}
      ref={(node: HTMLElement | null) => {
        if (active) node?.scrollIntoView?.({ block: 'nearest' });
      }}
    >
      <Text fontSize="sm" fontWeight="semibold">
        {KIND_LABELS[item.kind]} #{item.id} · {formatRupees(item.amount)}
        {item.approval === 'first_approval' && (
          <Badge ms="2" size="sm" colorPalette="orange">
            2 approvals
          </Badge>
        )}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {item.full_name} · {formatDateTime(item.at)}
      </Text>
    </Box>
  );
});
