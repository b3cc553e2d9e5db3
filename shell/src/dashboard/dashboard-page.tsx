import { DASHBOARD_MONEY_PERMISSION } from '@rewards/contract/permissions';
import { formatRupees, usePermission, usePermitted, useUrlFilters } from '@rewards/shared';
import {
  ErrorState,
  LoadingState,
  PageHeader,
  SimpleGrid,
  Stack,
  StatCard,
} from '@rewards/shared/ui';
import { useDashboardData } from './use-dashboard-data';
import { NavigationCards } from './navigation-cards';
import { ACTIVITY_FILTERS, RecentActivityList } from './recent-activity-list';
import { TrendChart } from './trend-chart';

// ?activity=withdrawal keeps the Recent Activity filter over a reload.
const FILTER_DEFAULTS = { activity: 'all' };

export function DashboardPage() {
  const [{ activity }, setFilters] = useUrlFilters(FILTER_DEFAULTS);
  // The API refuses money and user entries to roles without their permissions (docs/security.md).
  const filters = usePermitted(ACTIVITY_FILTERS);
  const seesMoney = usePermission(DASHBOARD_MONEY_PERMISSION);
  const filter = filters.find((option) => option.value === activity)?.value ?? 'all';
  const { stats, activities, activitiesRefreshing, series } = useDashboardData(
    filter === 'all' ? undefined : filter,
  );

  return (
    <Stack gap="6">
      <PageHeader
        title="Dashboard"
        description="An overview of users, revenue and recent activity."
      />
      {stats.loading ? (
        <LoadingState label="Loading dashboard..." />
      ) : stats.error ? (
        <ErrorState
          title="Could not load the dashboard"
          description={stats.error}
          onRetry={stats.retry}
        />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <StatCard
            label="Total Users"
            value={(stats.data?.totalUsers ?? 0).toLocaleString('en-IN')}
          />
          {seesMoney && (
            <StatCard label="Total Revenue" value={formatRupees(stats.data?.totalRevenue ?? 0)} />
          )}
        </SimpleGrid>
      )}
      <NavigationCards />
      {series.length > 1 && <TrendChart points={series} showRevenue={seesMoney} />}
      {activities.error ? (
        <ErrorState
          title="Could not load the recent activity"
          description={activities.error}
          onRetry={activities.retry}
        />
      ) : (
        activities.data && (
          <RecentActivityList
            activities={activities.data}
            filter={filter}
            options={filters}
            onFilterChange={(next) => setFilters({ activity: next })}
            loading={activitiesRefreshing}
          />
        )
      )}
    </Stack>
  );
}
