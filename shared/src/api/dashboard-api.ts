import type {
  ActivitiesResponse,
  ActivityType,
  DailyPoint,
  DashboardStats,
  RecentActivity,
  SeriesResponse,
  StatsResponse,
} from '@rewards/contract';
import { apiClient } from './http-client';

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
