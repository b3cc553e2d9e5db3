import { useState } from 'react';
import { REMOTE_NAMES } from '@rewards/contract/platform';
import { useQueryClient } from '@rewards/shared/query';
import { Button, Field, HStack, Input, Stack } from '@rewards/shared/ui';
import { SelectField } from '@rewards/shared/ui-admin';
import { useFormMutation } from '../use-form-mutation';
import { NewTokenSecret } from './new-token-secret';
import { createDeployToken, tokenKeys } from './token-api';

type RemoteName = (typeof REMOTE_NAMES)[number];
const REMOTE_OPTIONS = REMOTE_NAMES.map((value) => ({ value, label: value }));

/** Owners: the deploy token of one remote (one live per remote), for DEPLOY_TOKEN. */
export function DeployTokenForm() {
  const [remote, setRemote] = useState<RemoteName>(REMOTE_NAMES[0] ?? 'mfe_users');
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const form = useFormMutation(() => createDeployToken({ remote, name: name.trim() }), {
    failure: 'Failed to create the deploy token',
    ready: name.trim() !== '',
    onSuccess: (created) => {
      setSecret(created.token);
      setName('');
      void queryClient.invalidateQueries({ queryKey: tokenKeys('deploy') });
    },
  });

  if (secret) return <NewTokenSecret secret={secret} onDone={() => setSecret(null)} />;
  return (
    <Stack as="form" gap="3" maxW="xl" onSubmit={form.onSubmit} aria-label="New deploy token">
      <HStack gap="3" align="end" wrap="wrap">
        <SelectField
          label="Remote"
          value={remote}
          options={REMOTE_OPTIONS}
          width="40"
          onChange={setRemote}
        />
        <Field.Root required flex="1" minW="48">
          <Field.Label>Deploy token name</Field.Label>
          <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        </Field.Root>
      </HStack>
      <Button type="submit" colorPalette="blue" loading={form.saving} alignSelf="start">
        Create deploy token
      </Button>
    </Stack>
  );
}
