import { countNoun } from '@rewards/shared';
import { Button } from '@rewards/shared/ui';

/**
 * "3 new withdrawals": rows that arrived while the admin was scrolled down or filtering wait
 * here instead of moving the rows under the pointer; pressing it shows them.
 */
export function NewRowsNotice({
  count,
  noun,
  onShow,
}: {
  count: number;
  noun: string;
  onShow: () => void;
}) {
  if (count === 0) return null;
  return (
    <Button size="xs" variant="subtle" colorPalette="blue" onClick={onShow} aria-live="polite">
      {countNoun(count, `new ${noun}`)} · Show
    </Button>
  );
}
