import { apiClient } from '@rewards/shared';

/** A video lesson hosted elsewhere (YouTube or a direct file URL): JSON {title, video_url}. */
export async function createVideoFromUrl(title: string, videoUrl: string): Promise<void> {
  await apiClient.post('/videos', { title, video_url: videoUrl });
}

/** A video file uploaded to the API: multipart {title, videoFile}, reporting percent sent. */
export async function uploadVideoFile(
  title: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  const form = new FormData();
  form.append('title', title);
  form.append('videoFile', file);
  await apiClient.post('/videos', form, {
    // Large files take a while; the form shows how far the upload has got.
    timeout: 0,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
}
