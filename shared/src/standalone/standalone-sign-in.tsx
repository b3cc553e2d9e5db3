import { useEffect, useState } from 'react';
import { fetchLoginHint, useSessionStore } from '@rewards/shared';
import type { LoginHint } from '@rewards/contract';
import { LoginForm } from '@rewards/shared/auth';
import { Box } from '@rewards/shared/ui';

/** Standalone dev mode signs in with the same form and server session as the shell. */
export function StandaloneSignIn() {
  const [hint, setHint] = useState<LoginHint | null>(null);
  useEffect(() => {
    void fetchLoginHint().then(setHint);
  }, []);
  return (
    <Box maxW="sm">
      <LoginForm hint={hint} onSignedIn={(admin) => useSessionStore.getState().signIn(admin)} />
    </Box>
  );
}
