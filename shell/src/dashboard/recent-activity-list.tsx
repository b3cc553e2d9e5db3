import { formatDateTime, usePermission } from '@rewards/shared';
import type { ActivityType, RecentActivity } from '@rewards/contract';
import { ACTIVITY_TYPE_PERMISSION, type Permission } from '@rewards/contract/permissions';
import { ROUTES, userPath } from '@rewards/contract/routes';
import { Link as RouterLink } from '@rewards/shared/router';
import { Badge, Box, Card, Flex, Heading, Link, Spinner, Stack, Text } from '@rewards/shared/ui';
import { SelectField, type SelectOption } from '@rewards/shared/ui-admin';

const BADGE_PALETTE: Record<ActivityType, string> = {
  payment: 'green',
  withdrawal: 'orange',
  registration: 'blue',
  other: 'gray',
};

export type ActivityFilter = ActivityType | 'all';

/** Each type needs the permission the API asks for it (payments and withdrawals show money). */
export const ACTIVITY_FILTERS: readonly (SelectOption<ActivityFilter> & {
  permission?: Permission;
})[] = [
  { value: 'all', label: 'All types' },
  { value: 'payment', label: 'Payments', permission: ACTIVITY_TYPE_PERMISSION.payment },
  { value: 'withdrawal', label: 'Withdrawals', permission: ACTIVITY_TYPE_PERMISSION.withdrawal },
  {
    value: 'registration',
    label: 'Registrations',
    permission: ACTIVITY_TYPE_PERMISSION.registration,
  },
  { value: 'other', label: 'Other', permission: ACTIVITY_TYPE_PERMISSION.other },
];

interface RecentActivityListProps {
  activities: readonly RecentActivity[];
  /** Only this type is listed, so busy types cannot push registrations or withdrawals out. */
  filter: ActivityFilter;
  /** The filters the admin's role may use. */
  options: readonly SelectOption<ActivityFilter>[];
  onFilterChange: (filter: ActivityFilter) => void;
  /** The list is loading for a new filter: the card and its filter stay, the rows wait. */
  loading: boolean;
}

/**
 * docs/product.md#dashboard: description, timestamp and a type badge, in a list of capped
 * height, with a type filter.
 */
export function RecentActivityList({
  activities,
  filter,
  options,
  onFilterChange,
  loading,
}: RecentActivityListProps) {
  // The user's page needs its own permission: other roles read the sentence only.
  const mayOpenUsers = usePermission(ROUTES.userDetail.permission);
  const filterLabel = options.find((option) => option.value === filter)?.label ?? '';
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Flex gap="3" align="end" justify="space-between" wrap="wrap">
          <Heading as="h2" size="lg">
            Recent Activity
          </Heading>
          <SelectField
            label="Show"
            value={filter}
            options={options}
            onChange={onFilterChange}
            width="48"
          />
        </Flex>
      </Card.Header>
      <Card.Body aria-busy={loading}>
        {loading ? (
          <Spinner size="sm" aria-label={`Loading ${filterLabel.toLowerCase()}...`} />
        ) : activities.length === 0 ? (
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
                    <Text>
                      {mayOpenUsers && activity.userId !== null ? (
                        <Link asChild colorPalette="blue">
                          <RouterLink to={userPath(activity.userId)}>
                            {activity.description}
                          </RouterLink>
                        </Link>
                      ) : (
                        activity.description
                      )}
                    </Text>
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
