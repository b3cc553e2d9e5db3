import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** A centred spinner with a visible (and announced) label. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center py="12" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
