import { apiClient, type UploadRequestOptions } from '@rewards/shared';

// The history itself is the list engine's (BANNER_LIST, read with useServerList).

/** Multipart, field `banner`; the API keeps only this one and removes the previous banner. */
export async function uploadBanner(file: File, options: UploadRequestOptions): Promise<void> {
  const form = new FormData();
  form.append('banner', file);
  await apiClient.post('/home-data', form, options);
}

export async function deleteBanner(id: number): Promise<void> {
  await apiClient.delete(`/home-data/${id}`);
}
