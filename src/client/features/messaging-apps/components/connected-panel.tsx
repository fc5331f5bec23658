import { ArrowRight, Check, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { PhaseHeading, PhaseIcon } from './phase-heading';

type ConnectedPanelProps = { focusHeading: boolean; phoneHint: string | null; testing: boolean; onSendTest: () => void };

/** §2.10 verified state: 'Send Test Message' and 'Complete Setup' (→ /done). */
export function ConnectedPanel({ focusHeading, phoneHint, testing, onSendTest }: ConnectedPanelProps) {
  return (
    <div className="flex flex-col">
      <PhaseIcon tone="success">
        <Check strokeWidth={3} />
      </PhaseIcon>
      <p className="mt-6 text-center text-xs font-semibold tracking-[0.14em] text-emerald-300 uppercase">Verified</p>
      <PhaseHeading focus={focusHeading} className="mt-2">
        WhatsApp connected
      </PhaseHeading>
      <p role="status" className="mt-3 text-center text-sm leading-relaxed text-pretty text-white/70 sm:text-base">
        Maya can reach you at <span className="font-semibold whitespace-nowrap text-white">{phoneHint ?? 'your number'}</span>. Send
        yourself a test message if you like, then finish setting up.
      </p>
      <div className="mt-7 flex flex-col gap-3">
        <Button size="lg" variant="secondary" className="w-full" onClick={onSendTest} disabled={testing} aria-busy={testing}>
          {testing ? <Spinner size="sm" label="Sending test message" className="text-current" /> : <MessageSquareText aria-hidden="true" />}
          Send Test Message
        </Button>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.done}>
            Complete Setup <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
