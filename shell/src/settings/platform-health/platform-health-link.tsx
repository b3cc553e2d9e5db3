import { ROUTES } from '@rewards/contract/routes';
import { usePermission } from '@rewards/shared';
import { Link as RouterLink } from '@rewards/shared/router';
import { Button } from '@rewards/shared/ui';

/** The settings page's way to the platform health page, for owners (`platform:read`). */
export function PlatformHealthLink() {
  const mayRead = usePermission(ROUTES.platformHealth.permission);
  if (!mayRead) return null;
  return (
    <Button asChild size="sm" variant="outline" alignSelf="flex-start">
      <RouterLink to={ROUTES.platformHealth.path}>{ROUTES.platformHealth.label}</RouterLink>
    </Button>
  );
}
