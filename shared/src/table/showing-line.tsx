import { Text } from '@rewards/shared/ui';

/**
 * 'Showing X of Y transactions' (docs/product.md#wallet-transactions), shown only while a filter
 * narrows the list.
 */
export function ShowingLine(props: {
  shown: number;
  total: number;
  noun: string;
  active: boolean;
}) {
  if (!props.active) return null;
  return (
    <Text color="fg.muted" fontSize="sm" aria-live="polite">
      Showing {props.shown} of {props.total} {props.noun}
    </Text>
  );
}
