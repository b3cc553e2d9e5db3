import {
  dashboardKeys,
  fetchDailySeries,
  fetchDashboardStats,
  fetchRecentActivities,
  normaliseApiError,
} from '@rewards/shared';
import type { ActivityType } from '@rewards/contract';
import { keepPreviousData, useQuery, type UseQueryResult } from '@rewards/shared/query';

const SERIES_DAYS = 30;

/** What one part of the overview shows: its data, or that it is loading, or why it failed. */
export interface DashboardPart<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

function partOf<T>(query: UseQueryResult<T>): DashboardPart<T> {
  return {
    data: query.data,
    loading: query.isPending || (query.isError && query.isFetching),
    error: query.isError && !query.isFetching ? normaliseApiError(query.error).message : null,
    retry: () => void query.refetch(),
  };
}

/**
 * The stats, the recent activity and the chart series load and fail independently:
 * one failed call shows an error with Retry for its part, and what did load stays on screen.
 * The chart is optional and never shows an error.
 */
export function useDashboardData(activityType?: ActivityType) {
  const stats = useQuery({ queryKey: dashboardKeys.stats(), queryFn: fetchDashboardStats });
  // Another type filter keeps the list on screen until its own entries arrive.
  const activities = useQuery({
    queryKey: [...dashboardKeys.activities(), activityType ?? 'all'],
    queryFn: () => fetchRecentActivities(activityType),
    placeholderData: keepPreviousData,
  });
  const series = useQuery({
    queryKey: dashboardKeys.series(SERIES_DAYS),
    queryFn: () => fetchDailySeries(SERIES_DAYS),
  });
  return {
    stats: partOf(stats),
    activities: partOf(activities),
    /** The list on screen is the previous filter's while the new one loads. */
    activitiesRefreshing: activities.isPlaceholderData,
    series: series.data ?? [],
  };
}
