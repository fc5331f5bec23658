import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@client/config/paths';
import { useStartSignIn } from '@client/features/auth/api/sign-in';
import { useAuth } from '@client/features/auth/hooks/use-auth';
import { forgetSignedOutPerson } from '@client/features/auth/lib/forget-signed-out-person';
import { PrivacyPolicy } from '@client/features/legal/privacy-policy';
import { YourDataPanel } from '@client/features/privacy/components/your-data-panel';

const ACCOUNT_DELETED = 'Your account has been deleted.';

/** /privacypolicy — spec §2.16, with 'Your Rights' usable by a signed-in person (issue 16). */
export function Component() {
  const { status, user } = useAuth();
  const signIn = useStartSignIn();
  const queryClient = useQueryClient();
  const [deleted, setDeleted] = useState(false);
  const onDeleted = async () => {
    await forgetSignedOutPerson(queryClient);
    setDeleted(true);
    toast.success(ACCOUNT_DELETED);
  };
  // Home only once the app shows a visitor: / would send a still-signed-in person on to /beta (see use-sign-out-then-home).
  if (deleted && status === 'anonymous') return <Navigate to={paths.home} replace />;
  return (
    <PrivacyPolicy
      yourRights={
        <YourDataPanel
          status={status}
          email={user?.email ?? null}
          onSignIn={() => signIn.mutate(`${paths.privacyPolicy}#your-rights`)}
          signingIn={signIn.isPending || signIn.isSuccess}
          onDeleted={() => void onDeleted()}
        />
      }
    />
  );
}
