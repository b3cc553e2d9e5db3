import { useState, type FormEvent } from 'react';
import type { AdminAccount } from '@rewards/contract';
import { ADMIN_PASSWORD_MIN } from '@rewards/contract/limits';
import { ROLE_LABELS, ROLES, type Role } from '@rewards/contract/permissions';
import { serverMessageOr } from '@rewards/shared';
import { Button, Field, Heading, HStack, Input, Stack } from '@rewards/shared/ui';
import { notify, SelectField } from '@rewards/shared/ui-admin';
import { createAdmin } from './settings-api';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** A new admin with a one-time password the owner hands over; they choose their own at sign-in. */
export function CreateAdminForm({ onCreated }: { onCreated: (admin: AdminAccount) => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('support');
  const [password, setPassword] = useState('');
  const [saving, setSaving] = useState(false);
  const tooShort = password.length > 0 && password.length < ADMIN_PASSWORD_MIN;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooShort) return;
    setSaving(true);
    try {
      onCreated(await createAdmin({ email: email.trim(), name: name.trim(), role, password }));
      notify('success', 'Admin created', `${email.trim()} must change the password at sign-in.`);
      setEmail('');
      setName('');
      setPassword('');
    } catch (error) {
      notify('error', 'Error', serverMessageOr(error, 'Failed to create the admin'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack as="form" gap="3" maxW="xl" onSubmit={(event) => void submit(event)}>
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
        <Field.Root required invalid={tooShort} flex="1" minW="48">
          <Field.Label>One-time password</Field.Label>
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Field.ErrorText>At least {ADMIN_PASSWORD_MIN} characters</Field.ErrorText>
        </Field.Root>
      </HStack>
      <Button type="submit" colorPalette="blue" loading={saving} alignSelf="start">
        Create admin
      </Button>
    </Stack>
  );
}
