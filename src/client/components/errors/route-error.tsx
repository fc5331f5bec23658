import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** For a route's errorElement (or a lazy route's ErrorBoundary export). */
export function RouteError() {
  const error = useRouteError();
  return <ErrorScreen error={error} boundary="route" />;
}
