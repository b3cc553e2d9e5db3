import type { SavedView } from '@rewards/contract';
import { Badge, Button, HStack, IconButton, Text } from '@rewards/shared/ui';

interface ViewButtonProps {
  view: SavedView;
  /** The URL shows exactly this view. */
  current: boolean;
  onOpen: (view: SavedView) => void;
  /** The owner's edit (rename, sharing, delete); absent for another admin's view. */
  onEdit?: (view: SavedView) => void;
}

/** One saved view: opens it; a shared one names its owner; the owner's has an edit button. */
export function ViewButton({ view, current, onOpen, onEdit }: ViewButtonProps) {
  return (
    <HStack as="li" gap="0">
      <Button
        size="sm"
        variant={current ? 'solid' : 'outline'}
        aria-current={current ? 'true' : undefined}
        onClick={() => onOpen(view)}
        borderEndRadius={onEdit ? '0' : undefined}
      >
        {view.name}
        {view.shared && !view.mine && (
          <Text as="span" fontSize="xs" fontWeight="normal" opacity={0.8}>
            · {view.ownerName}
          </Text>
        )}
        {view.shared && view.mine && (
          <Badge size="sm" variant="subtle">
            Shared
          </Badge>
        )}
      </Button>
      {onEdit && (
        <IconButton
          size="sm"
          variant={current ? 'solid' : 'outline'}
          aria-label={`Edit view ${view.name}`}
          borderStartRadius="0"
          borderStartWidth={current ? undefined : '0'}
          onClick={() => onEdit(view)}
        >
          <span aria-hidden="true">⋯</span>
        </IconButton>
      )}
    </HStack>
  );
}
