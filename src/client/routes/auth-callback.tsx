import { useLocation } from 'react-router';
import { LoadingCard } from '@client/features/auth/components/loading-card';
import { useAuthCallback } from '@client/features/auth/hooks/use-auth-callback';
import { SIGNING_YOU_IN_LABEL } from '../features/auth/lib/auth-messages';

/** /auth/callback — spec §2.5, §4.3. */
export function Component() {
  const { search } = useLocation();
  const { message } = useAuthCallback(search);
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-5">
      <LoadingCard title={SIGNING_YOU_IN_LABEL} detail={message} />
    </main>
  );
}
