import type { ReactNode } from 'react';
import { Link as RouterLink } from '@rewards/shared/router';
import type { Permission } from '@rewards/contract/permissions';
import { ROUTES } from '@rewards/contract/routes';
import { usePermission } from '@rewards/shared';
import { Button, Center, Heading, Text, VStack } from '@rewards/shared/ui';

export const NO_ACCESS_TITLE = "You don't have access to this section";

/**
 * A screen the admin's role may not open (docs/permissions.md): a clear page instead of the
 * dashboard or a remote whose every call would answer 403. Inside the admin layout, so the
 * sidebar still shows where the admin may go.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission | undefined;
  children: ReactNode;
}) {
  const allowed = usePermission(permission ?? 'account:self');
  if (allowed) return children;
  return (
    <Center py="16" role="alert">
      <VStack gap="3" maxW="md" textAlign="center">
        <Heading as="h1" size="lg">
          {NO_ACCESS_TITLE}
        </Heading>
        <Text color="fg.muted">
          Your role does not include it. Ask an owner if you need it for your work.
        </Text>
        <Button asChild colorPalette="blue" variant="outline">
          <RouterLink to={ROUTES.dashboard.path}>Back to the dashboard</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
