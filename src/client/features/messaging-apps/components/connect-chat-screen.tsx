import { ArrowLeft } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { JourneyStepper } from '@client/components/layout/journey-stepper';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { EASE } from '@client/lib/motion-easing';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import { useConnectFlow } from '../hooks/use-connect-flow';
import { ConnectedPanel } from './connected-panel';
import { PhoneForm } from './phone-form';
import { VerificationPanel } from './verification-panel';
import { BrandHomeLink, NightPage } from '@client/components/layout/night-page';

/** /connect-chat body (spec §2.10, §4.5): step 4 of 5, the number, the verification, then connected. */
export function ConnectChatScreen({
  stepsDone,
  messagingApp,
}: {
  stepsDone: readonly number[];
  /** 'Maya in your messaging app' (issue 32: Telegram beside WhatsApp), assembled by the route. */ messagingApp?: ReactNode;
}) {
  const flow = useConnectFlow();
  const { phase, phoneHint, pollStartedAt } = flow.state;
  const reducedMotion = usePrefersReducedMotion();
  // Once the person has acted, each new phase's heading takes focus so it is announced; not on arrival.
  const [acted, setActed] = useState(false);
  const act =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A) => {
      setActed(true);
      fn(...args);
    };
  const focusHeading = acted;

  return (
    <NightPage className="sm:pt-12" glow="green">
      <div className="flex w-full max-w-md flex-col items-center">
        <BrandHomeLink />

        <JourneyStepper current={4} done={stepsDone} className="mt-8" />

        <section
          className="mt-8 w-full rounded-3xl border border-white/10 bg-night/80 p-6 shadow-2xl shadow-black/40 backdrop-blur-xl sm:p-8"
          aria-busy={phase === 'loading'}
        >
          <AnimatePresence mode="wait" initial={false}>
            <motion.div
              key={phase === 'expired' ? 'waiting' : phase}
              initial={reducedMotion ? false : { opacity: 0, y: 10 }}
              animate={{ opacity: 1, y: 0 }}
              exit={reducedMotion ? { opacity: 0, transition: { duration: 0 } } : { opacity: 0, y: -6, transition: { duration: 0.15 } }}
              transition={{ duration: 0.3, ease: EASE }}
            >
              {phase === 'loading' && (
                <div className="flex flex-col items-center gap-4 py-12 text-center">
                  <Spinner size="md" label="Checking your connection" />
                  <p aria-hidden="true" className="text-sm text-white/60">
                    Checking your connection…
                  </p>
                </div>
              )}
              {phase === 'enter' && (
                <PhoneForm
                  focusHeading={focusHeading}
                  sending={flow.sending}
                  initialNumber={flow.lastNumber ?? ''}
                  onSend={act(flow.sendVerification)}
                />
              )}
              {(phase === 'waiting' || phase === 'expired') && (
                <VerificationPanel
                  focusHeading={focusHeading}
                  expired={phase === 'expired'}
                  phoneHint={phoneHint}
                  pollStartedAt={pollStartedAt}
                  sending={flow.sending}
                  canResend={flow.canResend}
                  onResend={act(flow.resend)}
                  onCheckAgain={act(flow.checkAgain)}
                  onChangeNumber={act(flow.changeNumber)}
                />
              )}
              {phase === 'connected' && (
                <ConnectedPanel focusHeading={focusHeading} phoneHint={phoneHint} testing={flow.testing} onSendTest={flow.sendTest} />
              )}
            </motion.div>
          </AnimatePresence>
        </section>

        {messagingApp ? <div className="mt-6 w-full">{messagingApp}</div> : null}

        <Link
          to={paths.handoff}
          className="mt-6 inline-flex items-center gap-1.5 rounded text-sm font-medium text-white/65 underline-offset-4 hover:text-white hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to chat setup
        </Link>
      </div>
    </NightPage>
  );
}
