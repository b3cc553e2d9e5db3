import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from '@rewards/shared/router';
import { fetchLoginHint, fetchSsoConfig, useSessionCheck, useSessionStore } from '@rewards/shared';
import type { Admin, LoginHint, SsoConfig } from '@rewards/contract';
import { LoginForm } from '@rewards/shared/auth';
import { ROUTES } from '@rewards/contract/routes';
import { Box, Card, Center, Heading, Text } from '@rewards/shared/ui';
import { APP_TITLE } from '../routes/route-table';
import type { ReturnState } from './require-admin';
import { SsoButton, SsoFactorStep, SsoOutcomeAlert } from './sso-sign-in';

/** Where to go after signing in: the admin page that sent us here, else the dashboard. */
function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  const isLoginScreen = from === ROUTES.login.path || from === ROUTES.logout.path;
  return from && from.startsWith('/') && !isLoginScreen ? from : ROUTES.dashboard.path;
}

export function LoginPage() {
  useSessionCheck();
  const navigate = useNavigate();
  const location = useLocation();
  const status = useSessionStore((state) => state.status);
  const endedBy = useSessionStore((state) => state.endedBy);
  const [hint, setHint] = useState<LoginHint | null>(null);
  const [sso, setSso] = useState<SsoConfig>({ enabled: false, providerName: null });
  // A company sign-in comes back here with its outcome (`?sso=`, see the contract's sso.ts).
  const ssoOutcome = useSearchParams()[0].get('sso');

  useEffect(() => {
    void fetchLoginHint().then(setHint);
    void fetchSsoConfig().then(setSso);
  }, []);
  // The tab says where the admin is: after logout it read the last admin page's name.
  useEffect(() => {
    document.title = `${ROUTES.login.label} · ${APP_TITLE}`;
  }, []);

  if (status === 'signed-in') return <Navigate to={returnPath(location.state)} replace />;

  const handleSignedIn = (admin: Admin) => {
    useSessionStore.getState().signIn(admin);
    void navigate(returnPath(location.state), { replace: true });
  };

  return (
    <Center as="main" minH="100vh" bg="bg.muted" px="4">
      <Card.Root w="full" maxW="sm">
        <Card.Header>
          <Heading as="h1" size="xl">
            {APP_TITLE}
          </Heading>
          <Text color="fg.muted">Sign in to manage users, payments and content.</Text>
        </Card.Header>
        <Card.Body>
          {ssoOutcome === 'factor' ? (
            <SsoFactorStep
              onSignedIn={handleSignedIn}
              onBack={() => void navigate(ROUTES.login.path, { replace: true })}
            />
          ) : (
            <Box>
              {ssoOutcome && <SsoOutcomeAlert outcome={ssoOutcome} />}
              <LoginForm
                hint={hint}
                onSignedIn={handleSignedIn}
                notice={
                  endedBy === 'server' ? 'Your session has ended. Please sign in again.' : null
                }
              />
              <SsoButton config={sso} />
            </Box>
          )}
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
