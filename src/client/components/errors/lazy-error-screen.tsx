import { lazy, Suspense } from 'react';
import { ErrorFallback } from './error-fallback';
import type { ErrorScreenProps } from './error-screen';

// NOTE: the full screen is its own chunk (it kept the first-use bundle over its budget); if that
// chunk cannot load, the fallback stays: an error screen must never need the network.
const ErrorScreen = lazy(() =>
  import('./error-screen').then(
    (m) => ({ default: m.ErrorScreen }),
    () => ({ default: ErrorFallback }),
  ),
);

/** The generic error screen (spec §2.16), loaded when an error happens. */
export function LazyErrorScreen(props: ErrorScreenProps & { errorId: string }) {
  return (
    <Suspense fallback={<ErrorFallback errorId={props.errorId} onRetry={props.onRetry} />}>
      <ErrorScreen {...props} />
    </Suspense>
  );
}
