import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { paths } from '@client/config/paths';
import { useStartSignIn } from '@client/features/auth/api/sign-in';
import { useAuth } from '@client/features/auth/hooks/use-auth';
import { forgetSignedOutPerson } from '@client/features/auth/lib/forget-signed-out-person';
import { PreferencesCard } from '@client/features/match-preferences/components/preferences-card';
import { SettingsSection } from '@client/features/member-home/components/home-sections';
import { YourDataCard } from '@client/features/privacy/components/your-data-card';

const ACCOUNT_DELETED = 'Your account has been deleted.';

/** /done/settings: who you'd like to meet (issue 31), and your data (issue 16: download or delete, as on /privacypolicy). */
export function Component() {
  const { user } = useAuth();
  const signIn = useStartSignIn();
  const queryClient = useQueryClient();
  // Forgetting the person signs them out here, and the home (RequireAuth) then leaves for /.
  const onDeleted = async () => {
    await forgetSignedOutPerson(queryClient);
    toast.success(ACCOUNT_DELETED);
  };
  return (
    <SettingsSection
      preferences={<PreferencesCard />}
      data={
        <YourDataCard
          email={user?.email ?? null}
          onSignIn={() => signIn.mutate(paths.doneSettings)}
          signingIn={signIn.isPending || signIn.isSuccess}
          onDeleted={() => void onDeleted()}
        />
      }
    />
  );
}
