import { useState } from 'react';
import { finishSsoWithCode, finishSsoWithPasskey, SSO_START_URL } from '@rewards/shared';
import type { Admin, SsoConfig } from '@rewards/contract';
import { ssoOutcomeMessage } from '@rewards/contract/limits';
import { FactorCodeStep } from '@rewards/shared/auth';
import { Alert, Button, Separator, Stack, Text } from '@rewards/shared/ui';

/**
 * "Sign in with <provider>": a real link (the browser leaves for the provider), so keyboard,
 * middle-click and screen readers treat it as one; it shows it is on its way once followed.
 */
export function SsoButton({ config }: { config: SsoConfig }) {
  const [leaving, setLeaving] = useState(false);
  if (!config.enabled) return null;
  return (
    <Stack gap="4" mt="4">
      <Separator />
      <Button
        asChild
        variant="outline"
        aria-disabled={leaving || undefined}
        loading={leaving}
        loadingText="Going to your company sign-in..."
      >
        <a href={SSO_START_URL} onClick={() => setLeaving(true)}>
          Sign in with {config.providerName}
        </a>
      </Button>
    </Stack>
  );
}

/** Why a company sign-in came back to the login screen, in the screen's words. */
export function SsoOutcomeAlert({ outcome }: { outcome: string }) {
  return (
    <Alert.Root status="error" mb="4">
      <Alert.Indicator />
      <Alert.Title>{ssoOutcomeMessage(outcome)}</Alert.Title>
    </Alert.Root>
  );
}

/** Signed in at the provider; this account's own second factor finishes the sign-in. */
export function SsoFactorStep(props: { onSignedIn: (admin: Admin) => void; onBack: () => void }) {
  return (
    <Stack gap="4">
      <Text fontWeight="medium">{ssoOutcomeMessage('factor')}</Text>
      <FactorCodeStep
        serverRefusal
        onSubmit={async (code) => props.onSignedIn(await finishSsoWithCode(code))}
        onPasskey={async () => props.onSignedIn(await finishSsoWithPasskey())}
        onBack={props.onBack}
      />
    </Stack>
  );
}
