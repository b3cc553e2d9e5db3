import { Alert, Button, HStack, Stack, Text } from '@rewards/shared/ui';
import { notify } from '@rewards/shared/ui-admin';

/** The secret of a token just made: shown this once (the API keeps only its hash). */
export function NewTokenSecret(props: { secret: string; onDone: () => void }) {
  const copy = async () => {
    await navigator.clipboard.writeText(props.secret);
    notify('success', 'Token copied');
  };
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>Copy this token now: it will not be shown again.</Alert.Title>
        <Text fontFamily="mono" wordBreak="break-all" aria-label="New token">
          {props.secret}
        </Text>
        <HStack>
          <Button size="xs" onClick={() => void copy()}>
            Copy
          </Button>
          <Button size="xs" variant="outline" onClick={props.onDone}>
            Done
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
