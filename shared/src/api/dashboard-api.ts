import type {
  ActivitiesResponse,
  ActivityType,
  DailyPoint,
  DashboardStats,
  RecentActivity,
  SeriesResponse,
  StatsResponse,
} from '@rewards/contract';
import { DATA_SETS } from './data-sets';
import { apiClient } from './http-client';

/** Query keys of the dashboard (`DATA_SETS` convention): each part loads and fails on its own. */
export const dashboardKeys = {
  all: [DATA_SETS.dashboard] as const,
  stats: () => [DATA_SETS.dashboard, 'stats'] as const,
  activities: () => [DATA_SETS.dashboard, 'activities'] as const,
  series: (days: number) => [DATA_SETS.dashboard, 'series', days] as const,
};

export async function fetchDashboardStats(): Promise<DashboardStats> {
  const { data } = await apiClient.get<StatsResponse>('/dashboard/stats');
  return data.data;
}

/** The latest 20 events, or of one `type` only. */
export async function fetchRecentActivities(type?: ActivityType): Promise<RecentActivity[]> {
  const { data } = await apiClient.get<ActivitiesResponse>('/dashboard/recent-activities', {
    params: type === undefined ? {} : { type },
  });
  return data.data;
}

export async function fetchDailySeries(days = 30): Promise<DailyPoint[]> {
  const { data } = await apiClient.get<SeriesResponse>('/dashboard/series', {
    params: { days },
  });
  return data.data;
}
