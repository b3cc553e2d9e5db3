import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadRequestOptions } from '../api/upload';

export interface Upload {
  /** 0-100 while an upload runs (as the browser reports bytes sent), null otherwise. */
  percent: number | null;
  /**
   * Runs `request` with a fresh AbortSignal and progress callback; resolves or rejects as it
   * does (a Cancel rejects with an ApiError whose `cancelled` is true).
   */
  send: <T>(request: (options: UploadRequestOptions) => Promise<T>) => Promise<T>;
  /** Aborts the running upload, if any: the browser stops sending at once. */
  cancel: () => void;
}

/**
 * Progress and Cancel for one upload at a time through the shared API client (axios'
 * `onUploadProgress` and an AbortSignal). Leaving the screen aborts a running upload.
 * `<UploadProgress>` from `@rewards/shared/ui-forms` shows it.
 */
export function useUpload(): Upload {
  const [percent, setPercent] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const send = useCallback(
    async <T>(request: (options: UploadRequestOptions) => Promise<T>): Promise<T> => {
      const controller = new AbortController();
      running.current = controller;
      setPercent(0);
      try {
        return await request({
          signal: controller.signal,
          timeout: 0,
          onUploadProgress: (event) => {
            if (event.total) setPercent(Math.round((event.loaded / event.total) * 100));
          },
        });
      } finally {
        if (running.current === controller) running.current = null;
        setPercent(null);
      }
    },
    [],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  return { percent, send, cancel };
}
