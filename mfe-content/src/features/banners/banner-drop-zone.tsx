import { useId, useRef, useState, type DragEvent } from 'react';
import { chakra, Text } from '@rewards/shared/ui';

interface BannerDropZoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

/**
 * Drag-and-drop target and file picker in one: a real button (so Tab, Enter and Space work and
 * screen readers announce it) that opens a hidden file input, and accepts a dropped file.
 */
export function BannerDropZone({ onFile, disabled = false }: BannerDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) onFile(file);
  };

  const onDragOver = (event: DragEvent) => {
    // Without preventDefault the browser refuses the drop and opens the file instead.
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <>
      <chakra.button
        type="button"
        onClick={() => input.current?.click()}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        disabled={disabled}
        aria-describedby={hintId}
        data-dragging={dragging || undefined}
        w="full"
        p="8"
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="lg"
        borderColor={dragging ? 'blue.500' : 'border.emphasized'}
        bg={dragging ? 'blue.subtle' : 'bg.subtle'}
        textAlign="center"
        cursor="pointer"
        _hover={{ borderColor: 'blue.400' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
        _disabled={{ opacity: 0.6, cursor: 'not-allowed' }}
      >
        <Text fontWeight="medium">Choose a banner image</Text>
        <Text fontSize="sm" color="fg.muted">
          or drag and drop it here
        </Text>
      </chakra.button>
      <Text id={hintId} fontSize="sm" color="fg.muted">
        An image (PNG, JPG, WEBP or GIF) of less than 5 MB. Only one banner is kept: uploading
        replaces the current one.
      </Text>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-label="Banner image file"
        onChange={(event) => {
          take(event.target.files);
          // Lets the admin pick the same file again after fixing something.
          event.target.value = '';
        }}
      />
    </>
  );
}
