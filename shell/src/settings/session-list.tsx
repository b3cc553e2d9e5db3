import { useScreenQuery } from '@rewards/shared/query';
import type { AdminSession } from '@rewards/contract';
import { formatDateTime, serverMessageOr } from '@rewards/shared';
import { Badge, Button, Heading, HStack, Stack, Text } from '@rewards/shared/ui';
import { notify } from '@rewards/shared/ui-admin';
import { fetchOwnSessions, revokeOwnSession, ownSessionKeys } from './settings-api';

const NO_SESSIONS: AdminSession[] = [];
const onLoadError = (error: unknown) =>
  notify('error', 'Error', serverMessageOr(error, 'Failed to load your sessions'));

/** The admin's own active sessions (device, IP, last seen), each with "Sign out". */
export function SessionList() {
  const sessions = useScreenQuery(ownSessionKeys.all, fetchOwnSessions, NO_SESSIONS, onLoadError);

  const signOut = async (session: AdminSession) => {
    try {
      await revokeOwnSession(session.id);
      notify('success', 'Session signed out');
      sessions.reload();
    } catch (error) {
      notify('error', 'Error', serverMessageOr(error, 'Failed to sign out the session'));
    }
  };

  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        Your sessions
      </Heading>
      <Stack as="ul" gap="2" aria-label="Your sessions">
        {sessions.data.map((session) => (
          <HStack as="li" key={session.id} justify="space-between" borderWidth="1px" p="3">
            <Stack gap="0">
              <Text fontSize="sm">
                {session.userAgent ?? 'Unknown device'}{' '}
                {session.current && <Badge colorPalette="green">This session</Badge>}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                IP {session.ip ?? 'unknown'} · signed in {formatDateTime(session.createdAt)} · last
                seen {session.lastSeenAt ? formatDateTime(session.lastSeenAt) : 'unknown'}
              </Text>
            </Stack>
            {!session.current && (
              <Button size="xs" variant="outline" onClick={() => void signOut(session)}>
                Sign out
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
