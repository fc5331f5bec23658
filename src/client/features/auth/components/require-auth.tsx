import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenSpinner } from '@client/components/ui/full-screen-spinner';
import { paths } from '@client/config/paths';
import { useAuth } from '../hooks/use-auth';

/**
 * Shows its children to a signed-in person; a visitor goes to /auth (or `redirectTo`).
 * Someone who just pressed Sign Out goes home instead (§2.6 "signs out, then goes to /"): the
 * sign-out and the caller's own navigation to / then agree, whichever lands first.
 */
export function RequireAuth({ children, redirectTo = paths.auth }: { children: ReactNode; redirectTo?: string }) {
  const { status, signedOutHere } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner label="Checking your session" />;
  if (status === 'anonymous' && signedOutHere) return <Navigate to={paths.home} replace />;
  if (status === 'anonymous') return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
