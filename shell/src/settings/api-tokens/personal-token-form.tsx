import { useState } from 'react';
import { API_TOKEN_MAX_DAYS } from '@rewards/contract/limits';
import { ROLE_LABELS, ROLES, roleWithin, type Role } from '@rewards/contract/permissions';
import { useSessionStore } from '@rewards/shared';
import { useQueryClient } from '@rewards/shared/query';
import { Button, Field, HStack, Input, Stack } from '@rewards/shared/ui';
import { SelectField } from '@rewards/shared/ui-admin';
import { useFormMutation } from '../use-form-mutation';
import { NewTokenSecret } from './new-token-secret';
import { createPersonalToken, tokenKeys } from './token-api';

const EXPIRY_OPTIONS = [7, 30, 90, API_TOKEN_MAX_DAYS].map((days) => ({
  value: String(days),
  label: `${days} days`,
}));

/** A personal token for the admin's scripts: a name, a role no wider than theirs, an expiry. */
export function PersonalTokenForm() {
  const own = useSessionStore((state) => state.admin?.role) ?? 'support';
  const roles = ROLES.filter((role) => roleWithin(role, own));
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>(own);
  const [days, setDays] = useState('30');
  const [secret, setSecret] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const form = useFormMutation(
    () => createPersonalToken({ name: name.trim(), role, expiresInDays: Number(days) }),
    {
      failure: 'Failed to create the token',
      ready: name.trim() !== '',
      onSuccess: (created) => {
        setSecret(created.token);
        setName('');
        void queryClient.invalidateQueries({ queryKey: tokenKeys('personal') });
      },
    },
  );

  if (secret) return <NewTokenSecret secret={secret} onDone={() => setSecret(null)} />;
  return (
    <Stack as="form" gap="3" maxW="xl" onSubmit={form.onSubmit} aria-label="New API token">
      <HStack gap="3" align="end" wrap="wrap">
        <Field.Root required flex="1" minW="48">
          <Field.Label>Token name</Field.Label>
          <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        </Field.Root>
        <SelectField
          label="Acts as"
          value={role}
          options={roles.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          width="36"
          onChange={setRole}
        />
        <SelectField
          label="Expires after"
          value={days}
          options={EXPIRY_OPTIONS}
          width="36"
          onChange={setDays}
        />
      </HStack>
      <Button type="submit" colorPalette="blue" loading={form.saving} alignSelf="start">
        Create token
      </Button>
    </Stack>
  );
}
