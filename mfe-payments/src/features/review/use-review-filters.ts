import { useCallback, useMemo } from 'react';
import type { ReviewKind } from '@rewards/contract';
import { useUrlFilters } from '@rewards/shared';
import type { ReviewFilters } from './review-api';
import { KIND_LABELS } from './review-texts';

/** The URL's words for "no filter": left out of the URL (useUrlFilters). */
const URL_DEFAULTS = { kind: '', min: '', max: '' };

const isKind = (value: string): value is ReviewKind => Object.hasOwn(KIND_LABELS, value);

/** A typed amount in rupees, or undefined when the field is empty or not an amount. */
function rupeesFrom(text: string): number | undefined {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : value;
}

/** An amount as a field or the URL shows it: empty when there is none. */
export const amountText = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The filters the fields' (or the URL's) texts mean; a text that is no kind or amount is none. */
export function reviewFiltersFrom(kind: string, min: string, max: string): ReviewFilters {
  const [from, to] = [rupeesFrom(min), rupeesFrom(max)];
  return {
    ...(isKind(kind) ? { kind } : {}),
    ...(from === undefined ? {} : { min: from }),
    ...(to === undefined ? {} : { max: to }),
  };
}

/**
 * The queue's kind and amount range, kept in the URL (`/review?kind=withdrawal&min=5000`) as
 * every list's filters are: a filtered queue survives a reload and a link shares it. A value
 * the URL holds that is no kind or no amount is ignored, as if absent.
 */
export function useReviewFilters(): [ReviewFilters, (next: ReviewFilters) => void] {
  const [values, update] = useUrlFilters(URL_DEFAULTS);
  const { kind, min, max } = values;
  const filters = useMemo(() => reviewFiltersFrom(kind, min, max), [kind, min, max]);
  const setFilters = useCallback(
    (next: ReviewFilters) =>
      update(
        { kind: next.kind ?? '', min: amountText(next.min), max: amountText(next.max) },
        'chosen',
      ),
    [update],
  );
  return [filters, setFilters];
}
