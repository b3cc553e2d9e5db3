import { ROUTES } from '@rewards/contract/routes';
import { serverMessageOr } from '@rewards/shared';
import { useQuery } from '@rewards/shared/query';
import { Link as RouterLink } from '@rewards/shared/router';
import {
  Button,
  ErrorState,
  HStack,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@rewards/shared/ui';
import { fetchPlatformHealth } from './platform-health-api';
import { RemoteHealthRow } from './remote-health-row';

/**
 * Platform health for owners (decision 017): each remote's deployed version and deploy time
 * (written by `npm run deploy` / `rollback`), and the failures admins' browsers reported in
 * the last hour and day, with the latest one.
 */
export function PlatformHealthPage() {
  const health = useQuery({ queryKey: ['platform-health'], queryFn: fetchPlatformHealth });
  return (
    <Stack gap="6">
      <PageHeader title={ROUTES.platformHealth.label} />
      <HStack justify="space-between" wrap="wrap">
        <Text color="fg.muted">
          Remote failures reported by signed-in admins&apos; browsers; public visitors&apos; are not
          reported.
        </Text>
        <HStack>
          <Button size="sm" variant="outline" onClick={() => void health.refetch()}>
            Refresh
          </Button>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to={ROUTES.settings.path}>Back to settings</RouterLink>
          </Button>
        </HStack>
      </HStack>
      {health.isPending && <LoadingState />}
      {health.isError && (
        <ErrorState
          title="Platform health could not be loaded"
          description={serverMessageOr(health.error, 'Try again in a moment.')}
          onRetry={() => void health.refetch()}
        />
      )}
      {health.data && (
        <Stack as="ul" gap="3" aria-label="Remotes">
          {health.data.map((remote) => (
            <RemoteHealthRow key={remote.remote} health={remote} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
