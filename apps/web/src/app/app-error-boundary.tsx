import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BootError } from './boot-error.tsx';

type State = { error: Error | null };

/**
 * Catches render errors and failed lazy chunks (e.g. after a new deploy replaced the files) and
 * offers a reload instead of a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Lipi crashed while rendering', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <BootError message="Something went wrong while loading this page. Reloading usually fixes it." onRetry={() => window.location.reload()} />;
  }
}
