import type { AdminSession } from '@rewards/contract';
import { formatDateTime, serverMessageOr } from '@rewards/shared';
import { useMutation, useQuery, useQueryClient } from '@rewards/shared/query';
import { Badge, Button, HStack, Stack, Text } from '@rewards/shared/ui';
import { notify } from '@rewards/shared/ui-admin';
import { deviceName } from './device-name';
import { fetchOwnSessions, ownSessionsKey, revokeOwnSession } from './settings-api';
import { SettingsList } from './settings-list';

/** The admin's own active sessions (browser and system, IP, last seen), each with "Sign out". */
export function SessionList() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: ownSessionsKey, queryFn: fetchOwnSessions });
  const signOut = useMutation({
    mutationFn: (session: AdminSession) => revokeOwnSession(session.id),
    onSuccess: () => {
      notify('success', 'Session signed out');
      void queryClient.invalidateQueries({ queryKey: ownSessionsKey });
    },
    onError: (error) =>
      notify('error', 'Error', serverMessageOr(error, 'Failed to sign out the session')),
  });

  return (
    <SettingsList title="Your sessions">
      {sessions.isError && (
        <Text as="li" color="fg.error">
          {serverMessageOr(sessions.error, 'Failed to load your sessions')}
        </Text>
      )}
      {(sessions.data ?? []).map((session) => (
        <HStack as="li" key={session.id} justify="space-between" borderWidth="1px" p="3">
          <Stack gap="0">
            <Text fontSize="sm" title={session.userAgent ?? undefined}>
              {deviceName(session.userAgent)}{' '}
              {session.current && <Badge colorPalette="green">This session</Badge>}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              IP {session.ip ?? 'unknown'} · signed in {formatDateTime(session.createdAt)} · last
              seen {session.lastSeenAt ? formatDateTime(session.lastSeenAt) : 'unknown'}
            </Text>
          </Stack>
          {!session.current && (
            <Button size="xs" variant="outline" onClick={() => signOut.mutate(session)}>
              Sign out
            </Button>
          )}
        </HStack>
      ))}
    </SettingsList>
  );
}
