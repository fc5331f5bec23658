import type { ReactNode } from 'react';
import { ExternalLink, Home, PartyPopper } from 'lucide-react';
import { motion, type Variants } from 'motion/react';
import { Link } from 'react-router';
import { JourneyStepper } from '@client/components/layout/journey-stepper';
import { Button } from '@client/components/ui/button';
import { HeroIcon } from '@client/components/ui/hero-icon';
import { paths } from '@client/config/paths';
import { EASE } from '@client/lib/motion-easing';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import { useMayaContact } from '@client/lib/maya-contact';
import { BrandHomeLink, NightPage } from '@client/components/layout/night-page';

const item: Variants = { hidden: { opacity: 0, y: 14 }, shown: { opacity: 1, y: 0, transition: { duration: 0.5, ease: EASE } } };

/** /done body (spec §2.11): step 5, the agent's status and controls, real counts, how to steer Maya from chat. */
export function DoneScreen({
  stepsDone,
  phoneChat,
  messagingApp,
  sharpen,
  heroLine,
  preferences,
  agent,
  shortlist,
  guidance,
}: {
  stepsDone: readonly number[];
  /** 'Chat with Maya on your phone', assembled by the route. */ phoneChat?: ReactNode;
  /** 'Maya in your messaging app' (issue 32), assembled by the route. */ messagingApp?: ReactNode;
  /** 'Sharpen your profile' (issue 33), assembled by the route. */ sharpen?: ReactNode;
  heroLine: ReactNode;
  preferences: ReactNode;
  agent: ReactNode;
  shortlist: ReactNode;
  guidance: ReactNode;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const contact = useMayaContact();
  const motionProps = reducedMotion ? { initial: false as const, animate: 'shown' } : { initial: 'hidden', animate: 'shown' };
  return (
    <NightPage className="sm:px-8 sm:pt-12">
      <motion.div
        {...motionProps}
        variants={{ hidden: {}, shown: { transition: { staggerChildren: 0.07 } } }}
        className="flex w-full max-w-5xl flex-col items-center"
      >
        <motion.div variants={item}>
          <BrandHomeLink />
        </motion.div>

        <motion.div variants={item} className="mt-8 w-full max-w-md">
          <JourneyStepper current={5} done={stepsDone} />
        </motion.div>

        <motion.div variants={item} className="mt-10">
          <HeroIcon icon={PartyPopper} />
        </motion.div>
        <motion.h1
          variants={item}
          className="mt-7 text-center text-[2.5rem] leading-tight font-semibold tracking-tight text-balance sm:text-5xl"
        >
          {"You're All Set!"}
        </motion.h1>
        <motion.p variants={item} className="mt-4 max-w-xl text-center text-base leading-relaxed text-pretty text-white/75 sm:text-lg">
          {heroLine}
        </motion.p>
        <motion.div variants={item} className="mt-7 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {/* A chat with Maya's own number; until it has loaded the button waits, disabled. */}
          {contact.data ? (
            <Button asChild size="lg" className="w-full sm:w-auto">
              <a href={contact.data.whatsapp_chat_link} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Open WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          ) : (
            <Button size="lg" className="w-full sm:w-auto" disabled>
              <ExternalLink aria-hidden="true" />
              Open WhatsApp
            </Button>
          )}
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <Link to={paths.home}>
              <Home aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
        </motion.div>

        <div className="mt-12 flex w-full max-w-4xl flex-col gap-5">
          <motion.div variants={item}>
            {preferences}
          </motion.div>
          {sharpen ? (
            <motion.div variants={item} className="empty:hidden">
              {sharpen}
            </motion.div>
          ) : null}
          {messagingApp ? <motion.div variants={item}>{messagingApp}</motion.div> : null}
          <motion.div variants={item}>
            {agent}
          </motion.div>
          <motion.div variants={item}>
            {shortlist}
          </motion.div>
          <motion.div variants={item} className="grid gap-5 md:grid-cols-2">
            {guidance}
          </motion.div>
          {phoneChat ? <motion.div variants={item}>{phoneChat}</motion.div> : null}
        </div>
      </motion.div>
    </NightPage>
  );
}
