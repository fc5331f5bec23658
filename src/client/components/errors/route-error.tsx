import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { LazyErrorScreen } from './lazy-error-screen';
import { createErrorId, describeError } from './report-mail';

/** For a route's errorElement (or a lazy route's ErrorBoundary export); reports the crash (§8.6). */
export function RouteError() {
  const error = useRouteError();
  // One id per error screen: the screen, the Report mail and the metric show the same one.
  const [errorId] = useState(createErrorId);
  useEffect(() => {
    const { message, stack } = describeError(error);
    void import('@client/lib/telemetry/report-crash').then((m) =>
      m.reportRenderCrash({ errorId, boundary: 'route', message, stack, componentStack: null }),
    );
  }, [error, errorId]);
  return <LazyErrorScreen error={error} boundary="route" errorId={errorId} />;
}
