import { useState } from 'react';
import type { AdminAccount } from '@rewards/contract';
import { ROLE_LABELS, ROLES, type Role } from '@rewards/contract/permissions';
import { Button, Field, Heading, HStack, Input, Stack } from '@rewards/shared/ui';
import { notify, SelectField } from '@rewards/shared/ui-admin';
import { PasswordField, isTooShort } from './password-field';
import { createAdmin } from './settings-api';
import { useFormMutation } from './use-form-mutation';

export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** A new admin with a one-time password the owner hands over; they choose their own at sign-in. */
export function CreateAdminForm({ onCreated }: { onCreated: (admin: AdminAccount) => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('support');
  const [password, setPassword] = useState('');
  const form = useFormMutation(
    () => createAdmin({ email: email.trim(), name: name.trim(), role, password }),
    {
      failure: 'Failed to create the admin',
      ready: !isTooShort(password),
      onSuccess: (created) => {
        onCreated(created);
        notify('success', 'Admin created', `${created.email} must change the password at sign-in.`);
        setEmail('');
        setName('');
        setPassword('');
      },
    },
  );

  return (
    <Stack as="form" gap="3" maxW="xl" onSubmit={form.onSubmit}>
      <Heading as="h3" size="sm">
        Add an admin
      </Heading>
      <HStack gap="3" align="start" wrap="wrap">
        <Field.Root required flex="1" minW="48">
          <Field.Label>Email</Field.Label>
          <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field.Root>
        <Field.Root required flex="1" minW="40">
          <Field.Label>Name</Field.Label>
          <Input value={name} onChange={(event) => setName(event.target.value)} />
        </Field.Root>
      </HStack>
      <HStack gap="3" align="start" wrap="wrap">
        <SelectField
          label="Role"
          value={role}
          options={ROLE_OPTIONS}
          width="40"
          onChange={setRole}
        />
        <PasswordField
          label="One-time password"
          value={password}
          onChange={setPassword}
          isNew
          flex="1"
          minW="48"
        />
      </HStack>
      <Button type="submit" colorPalette="blue" loading={form.saving} alignSelf="start">
        Create admin
      </Button>
    </Stack>
  );
}
