import { Navigate } from 'react-router';
import { FullScreenSpinner } from '@client/components/ui/full-screen-spinner';
import { paths } from '@client/config/paths';
import { useAuth } from '@client/features/auth/hooks/use-auth';
import { useSignOutThenHome } from '@client/features/auth/hooks/use-sign-out-then-home';
import { WaitlistScreen } from '@client/features/waitlist/components/waitlist-screen';
import { useInviteArrived } from '@client/features/flow/hooks/use-invite-arrived';

/** /waitlist — spec §2.14. Open to everyone (§1): a visitor sees the visitor variant; a person invited while here moves on. */
export function Component() {
  const { status, user } = useAuth();
  const { signOut, signingOut, signedOut } = useSignOutThenHome();
  const inviteArrived = useInviteArrived(status === 'authenticated' && !signingOut && !signedOut);
  if (signedOut) return <Navigate to={paths.home} replace />;
  if (inviteArrived) return <Navigate to={paths.connections} replace />;
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
