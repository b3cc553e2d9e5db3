import { apiClient, type UploadRequestOptions } from '@rewards/shared';

/** A video lesson hosted elsewhere (YouTube or a direct file URL): JSON {title, video_url}. */
export async function createVideoFromUrl(title: string, videoUrl: string): Promise<void> {
  await apiClient.post('/videos', { title, video_url: videoUrl });
}

/** A video file uploaded to the API (up to 200 MB): multipart {title, videoFile}. */
export async function uploadVideoFile(
  title: string,
  file: File,
  options: UploadRequestOptions,
): Promise<void> {
  const form = new FormData();
  form.append('title', title);
  form.append('videoFile', file);
  await apiClient.post('/videos', form, options);
}
