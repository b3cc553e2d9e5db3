import { apiClient, DATA_SETS, type UploadRequestOptions } from '@rewards/shared';
import type { Banner, BannerListResponse } from '@rewards/contract';

/** Query keys of this data set (`DATA_SETS` convention: live events invalidate by its first part). */
export const bannerKeys = {
  all: [DATA_SETS.banners] as const,
  list: () => [DATA_SETS.banners, 'list'] as const,
};

/** docs/product.md#api-calls: GET /api/home-data answers with a bare list of banners. */
export async function fetchBanners(): Promise<Banner[]> {
  const { data } = await apiClient.get<BannerListResponse>('/home-data');
  return data;
}

/** Multipart, field `banner`; the API keeps only this one and removes the previous banner. */
export async function uploadBanner(file: File, options: UploadRequestOptions): Promise<void> {
  const form = new FormData();
  form.append('banner', file);
  await apiClient.post('/home-data', form, options);
}

export async function deleteBanner(id: number): Promise<void> {
  await apiClient.delete(`/home-data/${id}`);
}
