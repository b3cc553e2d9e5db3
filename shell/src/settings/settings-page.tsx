import { PageHeader, Text } from '@rewards/shared/ui';

/** docs/product.md#routes: a placeholder titled 'Settings Page'. */
export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings Page" />
      <Text color="fg.muted">There are no settings to change yet.</Text>
    </>
  );
}
