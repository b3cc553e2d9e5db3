import { useState } from 'react';
import {
  fetchCurrentAdmin,
  formatDateTime,
  serverMessageOr,
  useSessionStore,
} from '@rewards/shared';
import { useMutation, useQuery, useQueryClient } from '@rewards/shared/query';
import { Alert, Button, Heading, Stack, Text } from '@rewards/shared/ui';
import { notify } from '@rewards/shared/ui-admin';
import { PasskeyList } from './passkey-list';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { RemoveTotpForm } from './remove-totp-form';
import {
  fetchFactorStatus,
  ownFactorKey,
  startTotpEnrolment,
  type TotpEnrolment,
} from './security-api';
import { TotpSetup } from './totp-setup';

/**
 * Settings -> Security: the admin's second sign-in steps (an authenticator app, passkeys) and
 * their recovery codes. An admin whose role needs one and has none is held here until it is set up
 * (the API refuses everything else meanwhile).
 */
export function SecuritySection() {
  const queryClient = useQueryClient();
  const mustEnrol = useSessionStore((state) => state.admin?.mustEnrolFactor ?? false);
  const status = useQuery({ queryKey: ownFactorKey, queryFn: fetchFactorStatus });
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useMutation({
    mutationFn: startTotpEnrolment,
    onSuccess: setEnrolment,
    onError: (error) =>
      notify('error', 'Error', serverMessageOr(error, 'Failed to start setting up the app')),
  });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ownFactorKey });
    // The session answer drops `mustEnrolFactor`, which opens the other screens.
    useSessionStore.getState().signIn(await fetchCurrentAdmin());
  };

  const data = status.data;
  let body;
  if (recoveryCodes) {
    body = <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (enrolment) {
    body = (
      <TotpSetup
        enrolment={enrolment}
        onCancel={() => setEnrolment(null)}
        onConfirmed={(codes) => {
          setEnrolment(null);
          setRecoveryCodes(codes);
          notify('success', 'Authenticator app set up');
          void refresh();
        }}
      />
    );
  } else if (data?.totpConfirmedAt) {
    body = (
      <Stack gap="3">
        <Text>
          Authenticator app set up on {formatDateTime(data.totpConfirmedAt)}. Recovery codes left:{' '}
          {data.recoveryCodesLeft}.
        </Text>
        <RemoveTotpForm required={data.required} onRemoved={() => void refresh()} />
      </Stack>
    );
  } else if (data) {
    body = (
      <Stack gap="3" align="start">
        <Text>
          Add a second step to signing in: a 6-digit code from an app on your phone. Large decisions
          ask for a fresh code after {data.stepUpMinutes} minutes.
        </Text>
        <Button colorPalette="blue" loading={start.isPending} onClick={() => start.mutate()}>
          Set up authenticator app
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="3" id="security">
      <Heading as="h2" size="md">
        Security
      </Heading>
      {mustEnrol && !recoveryCodes && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            Your role needs a second sign-in step. Add a passkey or set up an authenticator app to
            continue.
          </Alert.Title>
        </Alert.Root>
      )}
      {status.isError && (
        <Text color="fg.error">
          {serverMessageOr(status.error, 'Failed to load your sign-in settings')}
        </Text>
      )}
      {status.isPending && <Text color="fg.muted">Loading...</Text>}
      {body}
      {data && !enrolment && !recoveryCodes && (
        <PasskeyList onChanged={() => void refresh()} onRecoveryCodes={setRecoveryCodes} />
      )}
    </Stack>
  );
}
