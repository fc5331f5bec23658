import { Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '@client/components/layout/brand-mark';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { ChannelPicker } from './channel-picker';
import { WaitlistWelcome } from './waitlist-welcome';

export type HandoffScreenProps = {
  /** invite_status is 'approved' (§2.13). */
  invited: boolean;
  /** The handoff step was completed on an earlier visit. */
  alreadyComplete: boolean;
  displayName: string | null;
  email: string | null;
  /** Called once a chat app is picked and the step is saved (the route refreshes the flow). */
  onStepComplete: () => void;
  /** Called when the waitlist call finds the person already approved. */
  onInviteApproved: () => void;
};

/** /handoff body (spec §2.13): the chat-app cards for an invited person, otherwise the waitlist welcome. */
export function HandoffScreen({ invited, alreadyComplete, displayName, email, onStepComplete, onInviteApproved }: HandoffScreenProps) {
  return (
    <HandoffShell>
      {invited ? (
        <ChannelPicker alreadyComplete={alreadyComplete} onStepComplete={onStepComplete} />
      ) : (
        <WaitlistWelcome displayName={displayName} email={email} onApproved={onInviteApproved} />
      )}
      <div className="mt-10 flex justify-center">
        <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
          <Link to={paths.home}>
            <Home aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </div>
    </HandoffShell>
  );
}

function HandoffShell({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="relative isolate flex min-h-dvh flex-col items-center overflow-hidden bg-ink px-5 pt-8 pb-[max(2.5rem,env(safe-area-inset-bottom))] sm:px-8 sm:pt-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_50%_-10%,rgba(124,92,255,0.26),transparent_60%),radial-gradient(40rem_30rem_at_50%_110%,rgba(255,93,143,0.16),transparent_60%)]"
      />
      <div className="flex w-full max-w-5xl flex-col">
        <Link to={paths.home} className="flex items-center gap-2 self-center rounded-full pr-2 text-sm font-semibold text-white/85" aria-label="Maya, home">
          <BrandMark className="size-6" /> Maya
        </Link>
        {children}
      </div>
    </main>
  );
}
