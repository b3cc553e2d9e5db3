import { Button, HStack, Progress } from '@chakra-ui/react';

interface UploadProgressProps {
  /** From `useUpload()`: 0-100 while uploading; nothing is shown when null. */
  percent: number | null;
  onCancel: () => void;
  /** What is being sent, e.g. 'Uploading banner'. */
  label?: string;
  /** The button's text (a bulk action's bar says 'Cancel'). */
  cancelLabel?: string;
}

/**
 * The one upload progress bar of the admin screens (banner, video, UPI QR): how much of the
 * file has been sent and a Cancel button that aborts the request.
 */
export function UploadProgress({
  percent,
  onCancel,
  label = 'Uploading',
  cancelLabel = 'Cancel upload',
}: UploadProgressProps) {
  if (percent === null) return null;
  return (
    <HStack gap="3" align="end">
      <Progress.Root
        value={percent}
        max={100}
        size="sm"
        flex="1"
        // The bar's accessible name (Chakra's default is the bare percent).
        translations={{ value: () => `${label} ${percent}%` }}
      >
        <Progress.Label>
          {label} {percent}%
        </Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Button type="button" size="xs" variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </HStack>
  );
}
