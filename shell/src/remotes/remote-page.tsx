import { useEffect, useState, type ComponentType } from 'react';
import { LoadingState } from '@rewards/shared/ui';
import { incompatibilityOf } from './compat-guard';
import { reportRemoteFailure } from './failure-reporter';
import { getLoadedPage, loadRemotePage } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { useRemoteVersionMarker } from './use-remote-version-marker';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'failed'; updating: boolean };

function initialState(moduleId: string): LoadState {
  const Page = getLoadedPage(moduleId);
  return Page ? { status: 'ready', Page } : { status: 'loading' };
}

/**
 * Renders one remote page. A remote that is down, refused by the compatibility guard, or a
 * page that throws, only replaces this route's content with a panel and a Retry button; the
 * rest of the shell keeps working, and the failure is reported (failure-reporter.ts).
 */
export function RemotePage({ moduleId }: { moduleId: string }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialState(moduleId));
  const remote = moduleId.split('/')[0] ?? moduleId;
  useRemoteVersionMarker(remote, state.status === 'ready');

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
        const reasons = incompatibilityOf(remote);
        if (reasons)
          console.error(`[shell] ${remote} is incompatible with this shell: ${reasons.join('; ')}`);
        else console.error(`[shell] failed to load ${moduleId}`, error);
        reportRemoteFailure(moduleId, reasons ? 'incompatible' : 'load-failed');
        if (!cancelled) setState({ status: 'failed', updating: Boolean(reasons) });
      });
    return () => {
      cancelled = true;
    };
  }, [moduleId, remote, attempt]);

  const retry = () => setAttempt((count) => count + 1);

  if (state.status === 'loading') return <LoadingState />;
  if (state.status === 'failed')
    return <RemoteUnavailable onRetry={retry} updating={state.updating} />;
  const { Page } = state;
  return (
    <RemoteErrorBoundary key={`${moduleId}#${attempt}`} moduleId={moduleId} onRetry={retry}>
      <Page />
    </RemoteErrorBoundary>
  );
}
