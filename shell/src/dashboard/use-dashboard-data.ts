import {
  fetchDailySeries,
  fetchDashboardStats,
  fetchRecentActivities,
  normaliseApiError,
  useRemoteData,
} from '@rewards/shared';
import type { ActivityType, DailyPoint, DashboardStats, RecentActivity } from '@rewards/contract';
import { useCallback, useState } from 'react';

export interface DashboardData {
  stats: DashboardStats | null;
  activities: RecentActivity[];
  /** The activity list is loading again for another type filter; the stats stay on screen. */
  activitiesLoading: boolean;
  series: DailyPoint[];
  loading: boolean;
  error: string | null;
  reload: () => void;
}

// Module-level so useRemoteData's effect does not reload on every render.
const NO_ACTIVITIES: RecentActivity[] = [];
const NO_SERIES: DailyPoint[] = [];
const loadSeries = () => fetchDailySeries(30);
const ignoreSeriesError = () => {};

/**
 * Stats and the activity list (of `activityType`, or all) load side by side and either failing
 * is the page's error; the chart series is optional and never blocks the page.
 */
export function useDashboardData(activityType?: ActivityType): DashboardData {
  const [error, setError] = useState<string | null>(null);
  const showError = useCallback((cause: unknown) => setError(normaliseApiError(cause).message), []);
  const loadActivities = useCallback(() => fetchRecentActivities(activityType), [activityType]);
  const stats = useRemoteData<DashboardStats | null>(fetchDashboardStats, null, showError);
  const activities = useRemoteData(loadActivities, NO_ACTIVITIES, showError);
  const series = useRemoteData(loadSeries, NO_SERIES, ignoreSeriesError);
  const failed = stats.status === 'error' || activities.status === 'error';

  return {
    stats: stats.data,
    activities: activities.data,
    activitiesLoading: activities.status === 'loading',
    series: series.data,
    loading: stats.status === 'loading',
    error: failed ? error : null,
    reload: () => {
      stats.reload();
      activities.reload();
      series.reload();
    },
  };
}
