import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { NightPage } from '@client/components/layout/night-page';
import { paths } from '@client/config/paths';
import { LoadingCard } from '@client/features/auth/components/loading-card';
import { SignInCard } from '@client/features/auth/components/sign-in-card';
import { useStartSignIn } from '@client/features/auth/api/sign-in';
import { useAuth } from '@client/features/auth/hooks/use-auth';
import { SIGN_IN_FAILED, authErrorMessage } from '../features/auth/lib/auth-messages';

/** /auth — spec §2.4. */
export function Component() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useStartSignIn();
  if (status === 'authenticated') return <Navigate to={paths.beta} replace />;
  const start = () => signIn.mutate(params.get('redirect_to') ?? undefined, { onError: () => toast.error(SIGN_IN_FAILED) });
  return (
    <NightPage column={false} glow="sign-in" className="grid place-items-center px-5 py-10">
      {status === 'loading' ? (
        <LoadingCard title="Loading..." />
      ) : (
        <SignInCard
          errorMessage={authErrorMessage(params.get('error'))}
          // Stays busy after success too: the browser is already leaving for the provider.
          signingIn={signIn.isPending || signIn.isSuccess}
          onSignIn={start}
          onBack={() => navigate(paths.home)}
        />
      )}
    </NightPage>
  );
}
