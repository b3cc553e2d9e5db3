import { useEffect, useState, type ComponentType } from 'react';
import { LoadingState } from '@rewards/shared/ui';
import { getLoadedPage, loadRemotePage } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

type LoadState =
  { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed' };

function initialState(moduleId: string): LoadState {
  const Page = getLoadedPage(moduleId);
  return Page ? { status: 'ready', Page } : { status: 'loading' };
}

/**
 * Renders one remote page. A remote that is down, or a page that throws, only replaces this
 * route's content with a panel and a Retry button; the rest of the shell keeps working.
 */
export function RemotePage({ moduleId }: { moduleId: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialState(moduleId));

  useEffect(() => {
    let cancelled = false;
    const cached = getLoadedPage(moduleId);
    if (cached && attempt === 0) {
      setState({ status: 'ready', Page: cached });
      return;
    }
    setState({ status: 'loading' });
    loadRemotePage(moduleId)
      .then((Page) => !cancelled && setState({ status: 'ready', Page }))
      .catch((error: unknown) => {
        console.error(`[shell] failed to load ${moduleId}`, error);
        if (!cancelled) setState({ status: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [moduleId, attempt]);

  const retry = () => setAttempt((count) => count + 1);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const { Page } = state;
  return (
    <RemoteErrorBoundary key={`${moduleId}#${attempt}`} moduleId={moduleId} onRetry={retry}>
      <Page />
    </RemoteErrorBoundary>
  );
}
