import type { Passkey } from '@rewards/contract';
import { fetchPasskeys, formatDateTime, removePasskey, serverMessageOr } from '@rewards/shared';
import { useMutation, useQuery } from '@rewards/shared/query';
import { Button, HStack, Stack, Text } from '@rewards/shared/ui';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { AddPasskeyForm } from './add-passkey-form';
import { ownFactorKey } from './security-api';
import { SettingsList } from '../settings-list';

const ownPasskeysKey = [...ownFactorKey, 'passkeys'] as const;

/**
 * The admin's passkeys by name, each with "Remove", and the form to add one. Adding to an
 * account with a factor and removing ask for a fresh check first (the shared dialog).
 */
export function PasskeyList(props: {
  onChanged: () => void;
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const passkeys = useQuery({ queryKey: ownPasskeysKey, queryFn: fetchPasskeys });
  const remove = useMutation({
    mutationFn: (passkey: Passkey) => removePasskey(passkey.id),
    onSuccess: () => {
      notify('success', 'Passkey removed');
      props.onChanged();
    },
    onError: (error) =>
      notify('error', 'Error', serverMessageOr(error, 'Failed to remove the passkey')),
  });
  const askToRemove = async (passkey: Passkey) => {
    const confirmed = await confirmAction({
      title: `Remove passkey "${passkey.name}"?`,
      message: 'It will no longer sign you in or confirm large decisions.',
      confirmLabel: 'Remove',
      destructive: true,
    });
    if (confirmed) remove.mutate(passkey);
  };
  const list = passkeys.data ?? [];

  return (
    <SettingsList
      title="Your passkeys"
      footer={<AddPasskeyForm onAdded={props.onChanged} onRecoveryCodes={props.onRecoveryCodes} />}
    >
      {passkeys.isError && (
        <Text as="li" color="fg.error">
          {serverMessageOr(passkeys.error, 'Failed to load your passkeys')}
        </Text>
      )}
      {passkeys.isSuccess && list.length === 0 && (
        <Text as="li" color="fg.muted">
          No passkeys yet. A passkey signs you in with this device&apos;s lock (fingerprint, face or
          PIN) or a security key.
        </Text>
      )}
      {list.map((passkey) => (
        <HStack as="li" key={passkey.id} justify="space-between" borderWidth="1px" p="3">
          <Stack gap="0">
            <Text fontSize="sm">{passkey.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              added {formatDateTime(passkey.createdAt)} · last used{' '}
              {passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : 'never'}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Remove passkey ${passkey.name}`}
            loading={remove.isPending && remove.variables.id === passkey.id}
            onClick={() => void askToRemove(passkey)}
          >
            Remove
          </Button>
        </HStack>
      ))}
    </SettingsList>
  );
}
