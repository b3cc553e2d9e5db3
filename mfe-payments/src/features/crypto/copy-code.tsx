import { copyToClipboard } from './copy-to-clipboard';
import { shorten } from './crypto-labels';

/**
 * An order ID or TX hash shown shortened (docs/product.md#crypto-payments) that copies the full
 * value on click. The full value stays readable in the tooltip and the accessible name. Plain
 * elements styled by the kit's RowCellsStyle, not kit components (decision 048).
 */
export function CopyCode(props: { value: string | null; chars: number; what: string }) {
  const { value } = props;
  if (!value) return <span className="rc-muted">—</span>;
  return (
    <button
      type="button"
      className="rc-btn rc-btn-ghost"
      title={`${value} (click to copy)`}
      aria-label={`Copy ${props.what} ${value}`}
      onClick={() => void copyToClipboard(value)}
    >
      {shorten(value, props.chars)}
    </button>
  );
}
