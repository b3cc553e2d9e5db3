import { apiClient, type Banner } from '@rewards/shared';

/** Spec section 7: GET /api/home-data answers with a bare list of banners. */
export async function fetchBanners(): Promise<Banner[]> {
  const { data } = await apiClient.get<Banner[]>('/home-data');
  return data;
}
