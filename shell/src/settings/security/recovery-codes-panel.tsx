import { Alert, Button, HStack, SimpleGrid, Stack, Text } from '@rewards/shared/ui';
import { notify } from '@rewards/shared/ui-admin';

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): each signs
 * in once when the phone is not at hand.
 */
export function RecoveryCodesPanel(props: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.codes.join('\n'));
      notify('success', 'Recovery codes copied');
    } catch {
      notify('error', 'Error', 'Could not copy: select the codes and copy them yourself');
    }
  };
  return (
    <Stack gap="3" maxW="md">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          Save these recovery codes now: they are shown only once. Each one signs you in once if you
          lose your phone.
        </Alert.Title>
      </Alert.Root>
      <SimpleGrid as="ul" columns={2} gap="2" aria-label="Recovery codes" listStyleType="none">
        {props.codes.map((code) => (
          <Text as="li" key={code} fontFamily="mono">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <HStack>
        <Button variant="outline" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button colorPalette="blue" onClick={props.onDone}>
          I have saved my recovery codes
        </Button>
      </HStack>
    </Stack>
  );
}
