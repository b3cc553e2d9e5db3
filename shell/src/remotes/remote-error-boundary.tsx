import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRemoteFailure } from './failure-reporter';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  moduleId: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote page that throws while rendering, so it cannot take the shell down. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shell] ${this.props.moduleId} crashed`, error, info.componentStack);
    reportRemoteFailure(this.props.moduleId, 'render-crash');
  }

  override render() {
    return this.state.failed ? (
      <RemoteUnavailable onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}
