import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FullScreenSpinner } from '@client/components/ui/full-screen-spinner';
import { paths } from '@client/config/paths';
import { useSignOut } from '@client/features/auth/api/sign-out';
import { useAuth } from '@client/features/auth/hooks/use-auth';
import { WaitlistScreen } from '@client/features/waitlist/components/waitlist-screen';
import { SIGN_OUT_FAILED } from '@shared/domain/auth-messages';

/** /waitlist — spec §2.14. Open to everyone (§1): a visitor sees the visitor variant. */
export function Component() {
  const { status, user } = useAuth();
  const signOut = useSignOut();
  const navigate = useNavigate();
  if (status === 'loading') return <FullScreenSpinner label="Checking your session" />;
  if (status === 'anonymous' || !user) return <WaitlistScreen viewer={{ signedIn: false }} />;
  return (
    <WaitlistScreen
      viewer={{ signedIn: true, displayName: user.display_name, email: user.email }}
      signingOut={signOut.isPending}
      onSignOut={() =>
        signOut.mutate(undefined, { onSuccess: () => navigate(paths.home, { replace: true }), onError: () => toast.error(SIGN_OUT_FAILED) })
      }
    />
  );
}
