import { userPath } from '@rewards/contract/routes';
import { usePermission } from '@rewards/shared';
import { Link as RouterLink } from '@rewards/shared/router';
import { Link, Stack, Text } from '@rewards/shared/ui';

/**
 * Who a money row belongs to: name over email, as every payments table shows it. The name
 * opens the user's page when the admin may read users (a plain name otherwise).
 */
export function UserCell({
  name,
  email,
  userId,
}: {
  name: string;
  email: string;
  userId?: number;
}) {
  const mayOpen = usePermission('users:read');
  return (
    <Stack gap="0" minW="0">
      <Text fontWeight="medium" truncate>
        {mayOpen && userId !== undefined ? (
          <Link asChild colorPalette="blue">
            <RouterLink to={userPath(userId)}>{name}</RouterLink>
          </Link>
        ) : (
          name
        )}
        {userId !== undefined && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}
            (#{userId})
          </Text>
        )}
      </Text>
      <Text fontSize="xs" color="fg.muted" truncate>
        {email}
      </Text>
    </Stack>
  );
}
