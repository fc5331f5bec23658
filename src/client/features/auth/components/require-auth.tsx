import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenSpinner } from '@client/components/ui/full-screen-spinner';
import { paths } from '@client/config/paths';
import { useAuth } from '../hooks/use-auth';

/** Shows its children to a signed-in person; a visitor goes to /auth (or `redirectTo`). */
export function RequireAuth({ children, redirectTo = paths.auth }: { children: ReactNode; redirectTo?: string }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner label="Checking your session" />;
  if (status === 'anonymous') return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}
