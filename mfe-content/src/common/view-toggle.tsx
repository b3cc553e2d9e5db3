import { Button, HStack } from '@rewards/shared/ui';

interface ViewToggleProps<Value extends string> {
  /** Accessible name of the group, e.g. 'Task type'. */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A two-way (or more) switch such as Quiz / Video; the pressed button is the current view. */
export function ViewToggle<Value extends string>({
  label,
  options,
  value,
  onChange,
}: ViewToggleProps<Value>) {
  return (
    <HStack role="group" aria-label={label} gap="0">
      {options.map((option, index) => (
        <Button
          key={option.value}
          size="sm"
          variant={option.value === value ? 'solid' : 'outline'}
          colorPalette="blue"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          borderStartRadius={index === 0 ? undefined : '0'}
          borderEndRadius={index === options.length - 1 ? undefined : '0'}
        >
          {option.label}
        </Button>
      ))}
    </HStack>
  );
}
