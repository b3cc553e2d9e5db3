import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { fetchLoginHint } from '../api/auth-api';
import { useSessionStore } from '../session/session-store';
import type { LoginHint } from '../types/api-responses';
import { LoginForm } from '../auth/login-form';

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
