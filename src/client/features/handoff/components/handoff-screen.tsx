import { Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { ChannelPicker } from './channel-picker';
import { WaitlistWelcome } from './waitlist-welcome';
import { BrandHomeLink, NightPage } from '@client/components/layout/night-page';

export type HandoffScreenProps = {
  /** invite_status is 'approved' (§2.13). */
  invited: boolean;
  /** The handoff step was completed on an earlier visit. */
  alreadyComplete: boolean;
  /** The person's WhatsApp number is verified: only then is the chat 'Connected'. */
  numberVerified: boolean;
  displayName: string | null;
  email: string | null;
  /** Called once a chat app is picked and the step is saved (the route refreshes the flow). */
  onStepComplete: () => void;
  /** Called when the waitlist call finds the person already approved. */
  onInviteApproved: () => void;
  /** 'Chat with Maya on your phone', assembled by the route. */
  phoneChat?: ReactNode;
};

/** /handoff body (spec §2.13): the chat-app cards for an invited person, otherwise the waitlist welcome. */
export function HandoffScreen({
  invited,
  alreadyComplete,
  numberVerified,
  displayName,
  email,
  onStepComplete,
  onInviteApproved,
  phoneChat,
}: HandoffScreenProps) {
  return (
    <HandoffShell>
      {invited ? (
        <ChannelPicker alreadyComplete={alreadyComplete} numberVerified={numberVerified} onStepComplete={onStepComplete} />
      ) : (
        <WaitlistWelcome displayName={displayName} email={email} onApproved={onInviteApproved} />
      )}
      {phoneChat ? <div className="mx-auto mt-10 w-full max-w-3xl">{phoneChat}</div> : null}
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
    <NightPage className="sm:px-8 sm:pt-12">
      <div className="flex w-full max-w-5xl flex-col">
        <BrandHomeLink className="self-center" />
        {children}
      </div>
    </NightPage>
  );
}
