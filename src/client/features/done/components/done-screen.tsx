import { ExternalLink, Home, PartyPopper } from 'lucide-react';
import { motion, type Variants } from 'motion/react';
import { Link } from 'react-router';
import { BrandMark } from '@client/components/layout/brand-mark';
import { JourneyStepper } from '@client/components/layout/journey-stepper';
import { Button } from '@client/components/ui/button';
import { HeroIcon } from '@client/components/ui/hero-icon';
import { paths } from '@client/config/paths';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import { useAutomation } from '../api/get-automation';
import { heroLine, WHATSAPP_URL } from '../lib/automation-view';
import { AutomationPanel } from './automation-panel';
import { ChatControls, ProTips } from './guidance';

const EASE = [0.22, 1, 0.36, 1] as const;
const item: Variants = { hidden: { opacity: 0, y: 14 }, shown: { opacity: 1, y: 0, transition: { duration: 0.5, ease: EASE } } };

/** /done body (spec §2.11): step 5, the agent's status and controls, real counts, how to steer Maya from chat. */
export function DoneScreen() {
  const reducedMotion = usePrefersReducedMotion();
  const automation = useAutomation();
  const motionProps = reducedMotion ? { initial: false as const, animate: 'shown' } : { initial: 'hidden', animate: 'shown' };
  return (
    <main id="main" className="relative isolate flex min-h-dvh flex-col items-center overflow-hidden bg-ink px-5 pt-8 pb-[max(2.5rem,env(safe-area-inset-bottom))] sm:px-8 sm:pt-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_50%_-10%,rgba(124,92,255,0.26),transparent_60%),radial-gradient(40rem_30rem_at_50%_110%,rgba(255,93,143,0.16),transparent_60%)]"
      />
      <motion.div {...motionProps} variants={{ hidden: {}, shown: { transition: { staggerChildren: 0.07 } } }} className="flex w-full max-w-5xl flex-col items-center">
        <motion.div variants={item}>
          <Link to={paths.home} className="flex items-center gap-2 rounded-full pr-2 text-sm font-semibold text-white/85" aria-label="Maya, home">
            <BrandMark className="size-6" /> Maya
          </Link>
        </motion.div>

        <motion.div variants={item} className="mt-8 w-full max-w-md">
          <JourneyStepper current={5} />
        </motion.div>

        <motion.div variants={item} className="mt-10">
          <HeroIcon icon={PartyPopper} />
        </motion.div>
        <motion.h1 variants={item} className="mt-7 text-center text-[2.5rem] leading-tight font-semibold tracking-tight text-balance sm:text-5xl">
          {"You're All Set!"}
        </motion.h1>
        <motion.p variants={item} className="mt-4 max-w-xl text-center text-base leading-relaxed text-pretty text-white/75 sm:text-lg">
          {heroLine(automation.data?.status)}
        </motion.p>
        <motion.div variants={item} className="mt-7 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <a href={WHATSAPP_URL} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Open WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <Link to={paths.home}>
              <Home aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
        </motion.div>

        <div className="mt-12 flex w-full max-w-4xl flex-col gap-5">
          <motion.div variants={item}>
            <AutomationPanel />
          </motion.div>
          <motion.div variants={item} className="grid gap-5 md:grid-cols-2">
            <ChatControls />
            <ProTips />
          </motion.div>
        </div>
      </motion.div>
    </main>
  );
}
