import { formatRupees, useUrlFilters } from '@rewards/shared';
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
  const filter = ACTIVITY_FILTERS.find((option) => option.value === activity)?.value ?? 'all';
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
          <StatCard label="Total Revenue" value={formatRupees(stats.data?.totalRevenue ?? 0)} />
        </SimpleGrid>
      )}
      <NavigationCards />
      {series.length > 1 && <TrendChart points={series} />}
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
            onFilterChange={(next) => setFilters({ activity: next })}
            loading={activitiesRefreshing}
          />
        )
      )}
    </Stack>
  );
}
