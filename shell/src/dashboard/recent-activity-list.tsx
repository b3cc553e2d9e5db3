import { formatDateTime } from '@rewards/shared';
import type { ActivityType, RecentActivity } from '@rewards/contract';
import { Badge, Box, Card, Flex, Heading, Stack, Text } from '@rewards/shared/ui';

const BADGE_PALETTE: Record<ActivityType, string> = {
  payment: 'green',
  withdrawal: 'orange',
  registration: 'blue',
  other: 'gray',
};

/**
 * docs/product.md#dashboard: description, timestamp and a type badge, in a list of capped height.
 */
export function RecentActivityList({ activities }: { activities: readonly RecentActivity[] }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="lg">
          Recent Activity
        </Heading>
      </Card.Header>
      <Card.Body>
        {activities.length === 0 ? (
          <Text color="fg.muted">No recent activities</Text>
        ) : (
          <Box maxH="400px" overflowY="auto" tabIndex={0} aria-label="Recent activity list">
            <Stack as="ul" gap="3" listStyleType="none">
              {activities.map((activity) => (
                <Flex
                  as="li"
                  key={`${activity.type}-${activity.id}`}
                  gap="3"
                  align="start"
                  justify="space-between"
                >
                  <Box>
                    <Text>{activity.description}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDateTime(activity.timestamp)}
                    </Text>
                  </Box>
                  <Badge colorPalette={BADGE_PALETTE[activity.type] ?? 'gray'}>
                    {activity.type}
                  </Badge>
                </Flex>
              ))}
            </Stack>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
