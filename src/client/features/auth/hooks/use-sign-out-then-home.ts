import { toast } from 'sonner';
import { SIGN_OUT_FAILED } from '../lib/auth-messages';
import { useSignOut } from '../api/sign-out';
import { useAuth } from './use-auth';

/**
 * Sign Out for a screen (§2.6 "signs out, then goes to /"). `signedOut` turns true only once the
 * server ended the session *and* the app shows the person as a visitor; the screen then renders
 * `<Navigate to="/">`.
 * NOTE: navigating from the mutation's onSuccess ran before the signed-out session reached the
 * screens: / still saw a signed-in person, sent them back to /beta, and /beta re-read the flow
 * with the ended session (a 401, and a bounce on screen).
 */
export function useSignOutThenHome() {
  const signOut = useSignOut();
  const { status } = useAuth();
  return {
    signOut: () => signOut.mutate(undefined, { onError: () => toast.error(SIGN_OUT_FAILED) }),
    signingOut: signOut.isPending || signOut.isSuccess,
    signedOut: signOut.isSuccess && status === 'anonymous',
  };
}
