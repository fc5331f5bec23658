import { Navigate } from 'react-router';
import { FullScreenSpinner } from '@client/components/ui/full-screen-spinner';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/features/auth/hooks/use-auth';
import { useSignOutThenHome } from '@client/features/auth/hooks/use-sign-out-then-home';
import { WaitlistScreen } from '@client/features/waitlist/components/waitlist-screen';

/** /waitlist — spec §2.14. Open to everyone (§1): a visitor sees the visitor variant. */
export function Component() {
  const { status, user } = useAuth();
  const { signOut, signingOut, signedOut } = useSignOutThenHome();
  if (signedOut) return <Navigate to={paths.home} replace />;
  if (status === 'loading') return <FullScreenSpinner label="Checking your session" />;
  if (status === 'anonymous' || !user) return <WaitlistScreen viewer={{ signedIn: false }} />;
  return (
    <WaitlistScreen
      viewer={{ signedIn: true, displayName: user.display_name, email: user.email }}
      signingOut={signingOut}
      onSignOut={signOut}
    />
  );
}
