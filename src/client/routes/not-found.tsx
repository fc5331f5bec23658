import { Navigate, useLocation } from 'react-router';
import { NotFound } from '@client/components/errors/not-found';
import { paths } from '@client/config/paths';

/** * — spec §2.1: a path containing an asterisk goes to /; anything else is a 404. */
export function Component() {
  const { pathname } = useLocation();
  // The router hands us the decoded path, but check the encoded form too (/%2A).
  if (pathname.includes('*') || /%2a/i.test(pathname)) return <Navigate to={paths.home} replace />;
  return <NotFound />;
}
