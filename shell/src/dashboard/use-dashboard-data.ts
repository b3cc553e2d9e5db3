import {
  fetchDailySeries,
  fetchDashboardStats,
  fetchRecentActivities,
  normaliseApiError,
  useRemoteData,
} from '@rewards/shared';
import type { DailyPoint, DashboardStats, RecentActivity } from '@rewards/contract';
import { useCallback, useState } from 'react';

export interface DashboardData {
  stats: DashboardStats | null;
  activities: RecentActivity[];
  series: DailyPoint[];
  loading: boolean;
  error: string | null;
  reload: () => void;
}

interface Overview {
  stats: DashboardStats | null;
  activities: RecentActivity[];
}

// Module-level so useRemoteData's effect does not reload on every render.
const NO_OVERVIEW: Overview = { stats: null, activities: [] };
const NO_SERIES: DailyPoint[] = [];
const loadOverview = async (): Promise<Overview> => {
  const [stats, activities] = await Promise.all([fetchDashboardStats(), fetchRecentActivities()]);
  return { stats, activities };
};
const loadSeries = () => fetchDailySeries(30);
const ignoreSeriesError = () => {};

/** Stats and activity load together; the chart series is optional and never blocks the page. */
export function useDashboardData(): DashboardData {
  const [error, setError] = useState<string | null>(null);
  const showError = useCallback((cause: unknown) => setError(normaliseApiError(cause).message), []);
  const overview = useRemoteData(loadOverview, NO_OVERVIEW, showError);
  const series = useRemoteData(loadSeries, NO_SERIES, ignoreSeriesError);

  return {
    ...overview.data,
    series: series.data,
    loading: overview.status === 'loading',
    error: overview.status === 'error' ? error : null,
    reload: () => {
      overview.reload();
      series.reload();
    },
  };
}
