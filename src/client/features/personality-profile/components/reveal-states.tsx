import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { BrandMark } from '@client/components/layout/brand-mark';
import { NightPage } from '@client/components/layout/night-page';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';

/** Spec §8.5: the toast and text when the profile can't be read. */
export const PROFILE_LOAD_FAILED = 'Failed to load your profile';
export const NO_PROFILE_MESSAGE = "Let's get to know you first: your profile appears after a few short scenes.";

export function RevealLoading() {
  return (
    <NightPage column={false} glow="reveal" className="grid place-items-center px-5">
      <div className="flex flex-col items-center gap-5 text-center">
        <div className="relative grid place-items-center">
          <div aria-hidden="true" className="absolute size-28 animate-pulse rounded-full bg-maya/25 blur-2xl motion-reduce:animate-none" />
          <BrandMark className="relative size-14" />
        </div>
        <Spinner size="sm" label="Loading your profile" />
        <p aria-hidden="true" className="text-sm font-medium tracking-wide text-white/70">
          Putting your profile together…
        </p>
      </div>
    </NightPage>
  );
}

export function RevealError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  useEffect(() => {
    toast.error(PROFILE_LOAD_FAILED, { id: 'profile-load-failed' });
  }, []);
  return (
    <NightPage column={false} glow="reveal" className="grid place-items-center px-5">
      <div
        role="alert"
        className={
          'flex w-full max-w-sm flex-col items-center rounded-3xl border border-white/10 bg-night/80 p-8 ' +
          'text-center shadow-2xl shadow-black/40 backdrop-blur-xl'
        }
      >
        <BrandMark className="size-10" />
        <h1 className="mt-5 text-2xl font-semibold tracking-tight">{PROFILE_LOAD_FAILED}</h1>
        <p className="mt-2 text-sm leading-relaxed text-white/70">Your answers are safe. Check your connection and try again.</p>
        <Button className="mt-6 w-full" size="lg" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          {retrying ? <Spinner size="sm" label="Retrying" className="text-current" /> : <RotateCw aria-hidden="true" />}
          Try again
        </Button>
      </div>
    </NightPage>
  );
}

/** No profile yet: to the assessment, with a word of why (a toast, so it survives the redirect). */
export function NoProfileRedirect() {
  useEffect(() => {
    toast(NO_PROFILE_MESSAGE, { id: 'reveal-no-profile' });
  }, []);
  return <Navigate to={paths.onboarding} replace />;
}
