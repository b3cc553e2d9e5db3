import { chakra } from '@rewards/shared/ui';
import type { SortDirection } from './sort-rows';

const ARROWS: Record<SortDirection, string> = { asc: '▲', desc: '▼' };

/** A column header that sorts on click or Enter/Space; the <th> carries `aria-sort`. */
export function SortableHeader(props: {
  label: string;
  direction: SortDirection | null;
  onClick: () => void;
}) {
  return (
    <chakra.button
      type="button"
      onClick={props.onClick}
      display="inline-flex"
      alignItems="center"
      gap="1"
      fontWeight="inherit"
      cursor="pointer"
      borderRadius="sm"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      title={`Sort by ${props.label}`}
    >
      {props.label}
      <chakra.span aria-hidden fontSize="2xs" color={props.direction ? 'fg' : 'fg.subtle'}>
        {props.direction ? ARROWS[props.direction] : '↕'}
      </chakra.span>
    </chakra.button>
  );
}
