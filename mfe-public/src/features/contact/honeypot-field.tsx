import { Box } from '@rewards/shared/ui';

interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see or reach (off-screen, hidden from screen readers, out of the tab
 * order) but form-filling bots do: the API drops any message that fills it. Off-screen rather
 * than display:none, since some bots skip fields that are not rendered.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <Box
      aria-hidden="true"
      position="absolute"
      left="-10000px"
      top="auto"
      w="1px"
      h="1px"
      overflow="hidden"
    >
      <label>
        Website (leave empty)
        <input
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </Box>
  );
}
