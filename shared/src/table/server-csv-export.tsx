import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient, normaliseApiError } from '@rewards/shared';
import { Button, HStack, Spinner, Text } from '@rewards/shared/ui';
import { notify } from '@rewards/shared/ui-admin';
import { downloadCsv } from './csv';

const MB = 1024 * 1024;
const size = (bytes: number) =>
  bytes < MB ? `${Math.round(bytes / 1024)} KB` : `${(bytes / MB).toFixed(1)} MB`;

interface ServerCsvExportProps {
  /** The export's API path, e.g. '/wallet/export.csv'. */
  path: string;
  /** The view's filters and sort, as the list's page query takes them. */
  query: Readonly<Record<string, string>>;
  fileName: string;
  disabled?: boolean;
}

/**
 * 'Export CSV' of every row of a view, streamed by the server (no row cap, the browser keeps
 * the answer as a Blob out of the JS heap); while it runs, how much has arrived and a Cancel
 * button. Cancel, or leaving the page, aborts the request: nothing is saved.
 */
export function ServerCsvExport({ path, query, fileName, disabled }: ServerCsvExportProps) {
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
    apiClient
      .get<Blob>(path, {
        params: query,
        signal: controller.signal,
        timeout: 0,
        responseType: 'blob',
        headers: { Accept: 'text/csv' },
        onDownloadProgress: (event) => setReceived(event.loaded),
      })
      .then(({ data }) => {
        if (controller.signal.aborted) return;
        downloadCsv(fileName, data);
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
  }, [path, query, fileName]);

  if (received === null) {
    return (
      <Button variant="outline" size="sm" onClick={start} disabled={disabled}>
        Export CSV
      </Button>
    );
  }
  return (
    <HStack gap="2">
      <Spinner size="sm" />
      <Text fontSize="sm" role="status" aria-live="polite">
        Exporting CSV: {size(received)} received
      </Text>
      <Button variant="ghost" size="sm" onClick={cancel}>
        Cancel export
      </Button>
    </HStack>
  );
}
