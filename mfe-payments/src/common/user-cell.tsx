import { Stack, Text } from '@rewards/shared/ui';

/** Who a money row belongs to: name over email, as every payments table shows it. */
export function UserCell({
  name,
  email,
  userId,
}: {
  name: string;
  email: string;
  userId?: number;
}) {
  return (
    <Stack gap="0" minW="0">
      <Text fontWeight="medium" truncate>
        {name}
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
