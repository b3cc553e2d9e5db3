import { Button, Text } from '@rewards/shared/ui';
import { copyToClipboard } from './copy-to-clipboard';
import { shorten } from './crypto-labels';

/**
 * An order ID or TX hash shown shortened (docs/product.md#crypto-payments) that copies the full
 * value on click. The full value stays readable in the tooltip and the accessible name.
 */
export function CopyCode(props: { value: string | null; chars: number; what: string }) {
  const { value } = props;
  if (!value) return <Text color="fg.muted">—</Text>;
  return (
    <Button
      variant="ghost"
      size="xs"
      fontFamily="mono"
      px="1"
      title={`${value} (click to copy)`}
      aria-label={`Copy ${props.what} ${value}`}
      onClick={() => void copyToClipboard(value)}
    >
      {shorten(value, props.chars)}
    </Button>
  );
}
