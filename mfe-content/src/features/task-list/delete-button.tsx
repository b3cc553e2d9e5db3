import { Button } from '@rewards/shared/ui';

interface DeleteButtonProps {
  /** Names the item for screen readers, e.g. 'Delete quiz: What is 2 + 2?'. */
  label: string;
  busy: boolean;
  onClick: () => void;
}

export function DeleteButton({ label, busy, onClick }: DeleteButtonProps) {
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="red"
      aria-label={label}
      loading={busy}
      onClick={onClick}
      flexShrink={0}
    >
      Delete
    </Button>
  );
}
