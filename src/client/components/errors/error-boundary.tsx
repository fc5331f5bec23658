import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';
import { createErrorId } from './report-mail';

type Props = { children: ReactNode; /** Named in the error report. */ name?: string };
type State = { error: unknown; errorId: string | null };

/** Catches render errors outside the router (providers, overlays) and shows the generic error screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, errorId: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error, errorId: createErrorId() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.name ?? 'app'} boundary] ${this.state.errorId ?? ''}`, error, info.componentStack);
  }

  override render() {
    if (this.state.errorId === null) return this.props.children;
    return (
      <ErrorScreen
        error={this.state.error}
        errorId={this.state.errorId}
        boundary={this.props.name ?? 'app'}
        onRetry={() => this.setState({ error: undefined, errorId: null })}
      />
    );
  }
}
