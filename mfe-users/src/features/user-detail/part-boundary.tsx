import { Component, type ReactNode } from 'react';

interface Props {
  /** What shows instead of a part that threw while rendering. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Catches another remote's part that throws while rendering (decision 041), so it takes only
 * its own section down and the rest of the page keeps working. Keyed on the retry count by its
 * user, so Retry renders the part afresh.
 */
export class PartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('[mfe-users] a remote part crashed', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
