import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LazyErrorScreen } from './lazy-error-screen';
import { createErrorId, describeError } from './report-mail';

type Props = { children: ReactNode; /** Named in the error report. */ name?: string };
type State = { error: unknown; errorId: string | null };

/** Catches render errors outside the router (providers, overlays) and shows the generic error screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, errorId: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error, errorId: createErrorId() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const boundary = this.props.name ?? 'app';
    const errorId = this.state.errorId ?? '';
    console.error(`[${boundary} boundary] ${errorId}`, error, info.componentStack);
    const { message, stack } = describeError(error);
    // Loaded only after a crash: the reporting code stays out of the entry chunk.
    void import('@client/lib/telemetry/report-crash').then((m) =>
      m.reportRenderCrash({ errorId, boundary, message, stack, componentStack: info.componentStack }),
    );
  }

  override render() {
    if (this.state.errorId === null) return this.props.children;
    return (
      <LazyErrorScreen
        error={this.state.error}
        errorId={this.state.errorId}
        boundary={this.props.name ?? 'app'}
        onRetry={() => this.setState({ error: undefined, errorId: null })}
      />
    );
  }
}
