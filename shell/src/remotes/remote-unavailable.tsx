import { Button, Center, Heading, Text, VStack } from '@rewards/shared/ui';

export const REMOTE_UNAVAILABLE_TITLE = 'This section is unavailable';

/** The in-page panel shown instead of a remote that failed; Retry loads it again in place. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Center py="16" role="alert">
      <VStack gap="3" maxW="md" textAlign="center">
        <Heading as="h2" size="lg">
          {REMOTE_UNAVAILABLE_TITLE}
        </Heading>
        <Text color="fg.muted">
          It could not be loaded right now. The rest of the admin panel still works; try again in a
          moment.
        </Text>
        <Button colorPalette="blue" onClick={onRetry}>
          Retry
        </Button>
      </VStack>
    </Center>
  );
}
