import type {
  ActivitiesResponse,
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

export async function fetchRecentActivities(): Promise<RecentActivity[]> {
  const { data } = await apiClient.get<ActivitiesResponse>('/dashboard/recent-activities');
  return data.data;
}

export async function fetchDailySeries(days = 30): Promise<DailyPoint[]> {
  const { data } = await apiClient.get<SeriesResponse>('/dashboard/series', {
    params: { days },
  });
  return data.data;
}
