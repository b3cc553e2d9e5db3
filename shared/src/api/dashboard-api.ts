import type { DailyPoint, DashboardStats, RecentActivity } from '../types/entities';
import type { DataEnvelope } from '../types/api-responses';
import { apiClient } from './http-client';

export async function fetchDashboardStats(): Promise<DashboardStats> {
  const { data } = await apiClient.get<DataEnvelope<DashboardStats>>('/dashboard/stats');
  return data.data;
}

export async function fetchRecentActivities(): Promise<RecentActivity[]> {
  const { data } = await apiClient.get<DataEnvelope<RecentActivity[]>>(
    '/dashboard/recent-activities',
  );
  return data.data;
}

export async function fetchDailySeries(days = 30): Promise<DailyPoint[]> {
  const { data } = await apiClient.get<DataEnvelope<DailyPoint[]>>('/dashboard/series', {
    params: { days },
  });
  return data.data;
}
