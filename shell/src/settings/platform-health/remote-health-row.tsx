import type { RemoteHealth } from '@rewards/contract';
import { formatDateTime } from '@rewards/shared';
import { Badge, HStack, Stack, Text } from '@rewards/shared/ui';

const ACTION_LABEL = { deploy: 'deployed', rollback: 'rolled back' } as const;

/** One remote: the version its last deploy or rollback made live, and its recent failures. */
export function RemoteHealthRow({ health }: { health: RemoteHealth }) {
  const { latestFailure } = health;
  const failing = health.failuresLastHour > 0;
  return (
    <Stack as="li" gap="1" borderWidth="1px" p="3" aria-label={health.remote}>
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">{health.remote}</Text>
        <Badge colorPalette={failing ? 'red' : 'green'}>
          {failing ? 'Failing' : 'No failures in the last hour'}
        </Badge>
      </HStack>
      <Text fontSize="sm">
        {health.deployedVersion && health.deployedAt && health.deployAction
          ? `Version ${health.deployedVersion}, ${ACTION_LABEL[health.deployAction]} ${formatDateTime(health.deployedAt)}`
          : 'No deploy recorded (serving its build)'}
      </Text>
      <Text fontSize="sm">
        Failures: {health.failuresLastHour} in the last hour, {health.failuresLastDay} in the last
        day
      </Text>
      {latestFailure && (
        <Text fontSize="xs" color="fg.muted">
          Latest: {latestFailure.code} of {latestFailure.module} on {latestFailure.route} (version{' '}
          {latestFailure.version}) at {formatDateTime(latestFailure.at)}
        </Text>
      )}
    </Stack>
  );
}
