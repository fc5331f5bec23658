import { Navigate } from 'react-router';
import { TopNav } from '@client/components/layout/top-nav';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/features/auth/hooks/use-auth';
import { LandingHero } from '@client/features/landing/components/landing-hero';

/** / — spec §2.3. A signed-in user is sent on to /beta (§2.1). */
export function Component() {
  const { status } = useAuth();
  if (status === 'authenticated') return <Navigate to={paths.beta} replace />;
  return (
    <>
      <TopNav />
      <LandingHero tryHref={paths.auth} />
    </>
  );
}
