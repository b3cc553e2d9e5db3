import { Button, Center, Heading, Text, VStack } from '@rewards/shared/ui';

export const REMOTE_UNAVAILABLE_TITLE = 'This section is unavailable';
/** Shown when the compatibility guard refused the deployed remote (decision 017). */
export const REMOTE_UPDATING_REASON = 'This section is being updated';

const DOWN_REASON =
  'It could not be loaded right now. The rest of the admin panel still works; try again in a moment.';

/**
 * The in-page panel shown instead of a remote that failed; Retry loads it again in place.
 * `updating`: the deployed remote does not fit this shell (the guard refused it).
 */
export function RemoteUnavailable({
  onRetry,
  updating = false,
}: {
  onRetry: () => void;
  updating?: boolean;
}) {
  return (
    <Center py="16" role="alert">
      <VStack gap="3" maxW="md" textAlign="center">
        <Heading as="h2" size="lg">
          {REMOTE_UNAVAILABLE_TITLE}
        </Heading>
        <Text color="fg.muted">{updating ? `${REMOTE_UPDATING_REASON}.` : DOWN_REASON}</Text>
        <Button colorPalette="blue" onClick={onRetry}>
          Retry
        </Button>
      </VStack>
    </Center>
  );
}
