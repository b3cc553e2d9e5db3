import { useCallback, useEffect, useState } from 'react';
import {
  fetchDailySeries,
  fetchDashboardStats,
  fetchRecentActivities,
  normaliseApiError,
  type DailyPoint,
  type DashboardStats,
  type RecentActivity,
} from '@rewards/shared';

export interface DashboardData {
  stats: DashboardStats | null;
  activities: RecentActivity[];
  series: DailyPoint[];
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** Stats and activity load together; the chart series is optional and never blocks the page. */
export function useDashboardData(): DashboardData {
  const [stats, setStats] = useState<DashboardStats | null>(null);
  const [activities, setActivities] = useState<RecentActivity[]>([]);
  const [series, setSeries] = useState<DailyPoint[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    setError(null);
    Promise.all([fetchDashboardStats(), fetchRecentActivities()])
      .then(([nextStats, nextActivities]) => {
        if (cancelled) return;
        setStats(nextStats);
        setActivities(nextActivities);
      })
      .catch((cause: unknown) => !cancelled && setError(normaliseApiError(cause).message))
      .finally(() => !cancelled && setLoading(false));
    fetchDailySeries(30)
      .then((points) => !cancelled && setSeries(points))
      .catch(() => !cancelled && setSeries([]));
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { stats, activities, series, loading, error, reload };
}
