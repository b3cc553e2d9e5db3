import { PageHeader, Text } from '@rewards/shared/ui';

/** Spec: a placeholder titled 'Settings Page'. */
export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings Page" />
      <Text color="fg.muted">There are no settings to change yet.</Text>
    </>
  );
}
