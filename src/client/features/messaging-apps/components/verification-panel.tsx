import { MailQuestion, PencilLine, RefreshCw, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { Spinner } from '@client/components/ui/spinner';
import { pollProgress } from '../lib/polling';
import { PhaseHeading, PhaseIcon } from './phase-heading';

type VerificationPanelProps = {
  focusHeading: boolean;
  /** The 30 s polling window closed without a reply. */
  expired: boolean;
  phoneHint: string | null;
  pollStartedAt: number | null;
  sending: boolean;
  /** False after a reload: the full number is not known any more, only its hint. */
  canResend: boolean;
  onResend: () => void;
  onCheckAgain: () => void;
  onChangeNumber: () => void;
};

/** §2.10 / §4.5 'Verification sent', with resend, while the page polls for the reply. */
export function VerificationPanel({
  focusHeading,
  expired,
  phoneHint,
  pollStartedAt,
  sending,
  canResend,
  onResend,
  onCheckAgain,
  onChangeNumber,
}: VerificationPanelProps) {
  return (
    <div className="flex flex-col">
      <PhaseIcon>
        <Send className="-translate-x-0.5 translate-y-0.5" />
      </PhaseIcon>
      <PhaseHeading focus={focusHeading} className="mt-6">
        Verification sent
      </PhaseHeading>
      <p className="mt-3 text-center text-sm leading-relaxed text-pretty text-white/70 sm:text-base">
        We sent a WhatsApp message to <span className="font-semibold whitespace-nowrap text-white">{phoneHint ?? 'your number'}</span>. Open
        it and reply to confirm
        {expired ? '.' : <> &mdash; this page updates by itself.</>}
      </p>

      {expired ? (
        <div
          role="status"
          className="mt-7 flex items-start gap-3 rounded-2xl border border-amber-300/25 bg-amber-400/10 p-4 text-sm text-amber-100"
        >
          <MailQuestion aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-300" />
          <p>No reply yet. If the message hasn&rsquo;t arrived, send it again or check the number.</p>
        </div>
      ) : (
        <WaitingStatus pollStartedAt={pollStartedAt} />
      )}

      <div className="mt-6 flex flex-col gap-3">
        {expired && (
          <Button size="lg" className="w-full" onClick={onCheckAgain}>
            <RefreshCw aria-hidden="true" /> Check again
          </Button>
        )}
        <Button
          size="lg"
          variant="secondary"
          className="w-full"
          onClick={canResend ? onResend : onChangeNumber}
          disabled={sending}
          aria-busy={sending}
        >
          {sending ? <Spinner size="sm" label="Sending again" className="text-current" /> : <Send aria-hidden="true" />}
          {canResend ? 'Resend verification' : 'Send a new verification'}
        </Button>
        {canResend && (
          <Button variant="ghost" className="w-full" onClick={onChangeNumber}>
            <PencilLine aria-hidden="true" /> Use a different number
          </Button>
        )}
      </div>
    </div>
  );
}

function WaitingStatus({ pollStartedAt }: { pollStartedAt: number | null }) {
  // Re-rendered a few times a second for the bar only; polling itself runs in the page's hook.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);
  return (
    <div className="mt-7 rounded-2xl border border-white/10 bg-white/[0.04] p-4">
      <div className="flex items-center gap-3 text-sm font-medium text-white/85">
        <Spinner size="sm" label="Waiting for your reply" />
        <span aria-hidden="true">Waiting for your reply…</span>
      </div>
      <Progress value={pollProgress(pollStartedAt, now) * 100} label="Time left to check for your reply" className="mt-3 h-1.5" />
    </div>
  );
}
