import { useEffect, useState } from 'react';
import { notify } from '@rewards/shared/ui-admin';
import { fetchScreenshot } from './wallet-api';

type ScreenshotState =
  { status: 'idle' | 'loading' | 'error'; url: null } | { status: 'ready'; url: string };

export function reportScreenshotFailure(error: unknown) {
  console.error('[mfe-payments] screenshot not available', error);
  // docs/product.md#wallet-transactions: 'Error' / 'Screenshot not available'.
  notify('error', 'Error', 'Screenshot not available');
}

/** Loads a transaction's proof image into an object URL, released when the dialog closes. */
export function useScreenshot(transactionId: number | null): ScreenshotState {
  const [state, setState] = useState<ScreenshotState>({ status: 'idle', url: null });

  useEffect(() => {
    if (transactionId === null) {
      setState({ status: 'idle', url: null });
      return;
    }
    let cancelled = false;
    let objectUrl: string | null = null;
    setState({ status: 'loading', url: null });
    fetchScreenshot(transactionId)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'ready', url: objectUrl });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        reportScreenshotFailure(error);
        setState({ status: 'error', url: null });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [transactionId]);

  return state;
}
