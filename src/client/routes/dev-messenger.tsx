import { FullScreenSpinner } from '@client/components/ui/full-screen-spinner';
import { useAuth } from '@client/features/auth/hooks/use-auth';
import { DevMessengerScreen } from '@client/features/dev-messenger/components/dev-messenger-screen';

/** /dev/messenger — issue 32: the embedded messaging app (built-in sign-in provider only; the API says so). */
export function Component() {
  const { status } = useAuth();
  if (status === 'loading') return <FullScreenSpinner label="Checking your session" />;
  return <DevMessengerScreen signedIn={status === 'authenticated'} />;
}
