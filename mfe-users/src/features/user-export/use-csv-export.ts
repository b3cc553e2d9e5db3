import { useCallback, useEffect, useRef, useState } from 'react';
import { normaliseApiError } from '@rewards/shared';
import type { UserExportQuery } from '@rewards/contract';
import { downloadCsv } from '@rewards/shared/table';
import { notify } from '@rewards/shared/ui-admin';
import { exportUsersCsv } from '../user-list/user-list-api';

interface CsvExport {
  /** Bytes received so far while an export runs; null when none runs. */
  received: number | null;
  start: () => void;
  cancel: () => void;
}

/**
 * Downloads the CSV of a view from the server's streaming export, counting the bytes as they
 * arrive. Cancel (or leaving the page) aborts the request: nothing is saved.
 */
export function useCsvExport(view: UserExportQuery, fileName: string): CsvExport {
  const [received, setReceived] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setReceived(null);
  }, []);
  useEffect(() => cancel, [cancel]);

  const start = useCallback(() => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setReceived(0);
    exportUsersCsv(view, { signal: controller.signal, onProgress: setReceived })
      .then((csv) => {
        if (controller.signal.aborted) return;
        downloadCsv(fileName, csv);
        notify('success', 'CSV exported', fileName);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        notify('error', 'CSV export failed', normaliseApiError(error).message);
      })
      .finally(() => {
        if (running.current !== controller) return;
        running.current = null;
        setReceived(null);
      });
  }, [view, fileName]);

  return { received, start, cancel };
}
