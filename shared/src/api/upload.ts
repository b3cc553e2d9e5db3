import type { AxiosProgressEvent } from 'axios';
import { normaliseApiError } from './api-error';

/**
 * What an upload call passes to `apiClient.post`/`put` besides its body, from `useUpload`:
 * the AbortSignal its Cancel button fires, the progress callback, and no timeout (a 200 MB
 * video on a slow line takes longer than the client's default 30 s).
 */
export interface UploadRequestOptions {
  signal: AbortSignal;
  timeout: 0;
  onUploadProgress: (event: AxiosProgressEvent) => void;
}

/**
 * Why an upload failed, in words for the admin: the server's own message when it answered
 * (a refused type, a file too large), "Network error" when nothing answered, and
 * "Upload cancelled" when the admin pressed Cancel.
 */
export function uploadFailureReason(error: unknown): string {
  const apiError = normaliseApiError(error);
  if (apiError.cancelled) return 'Upload cancelled';
  if (apiError.status === undefined) {
    return 'Network error: the upload did not reach the server. Check your connection.';
  }
  return apiError.message;
}
