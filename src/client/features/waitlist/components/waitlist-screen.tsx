import { CalendarClock, CheckCircle2, Home, LogIn, LogOut, MailCheck, RotateCcw } from 'lucide-react';
import { motion, type Variants } from 'motion/react';
import { Link } from 'react-router';
import { BrandMark } from '@client/components/layout/brand-mark';
import { Button } from '@client/components/ui/button';
import { HeroIcon } from '@client/components/ui/hero-icon';
import { Spinner } from '@client/components/ui/spinner';
import { paths, retakeAssessmentPath } from '@client/config/paths';
import { EASE } from '@client/lib/motion-easing';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import { firstNameOf } from '@shared/lib/first-name';
import { SAVED_RESULTS_NOTE, WAITLIST_ESTIMATE, WAITLIST_TITLE, emailNote } from '../lib/waitlist-copy';
import { NightPage } from '@client/components/layout/night-page';

export type WaitlistViewer = { signedIn: true; displayName: string | null; email: string | null } | { signedIn: false };

export type WaitlistScreenProps = {
  viewer: WaitlistViewer;
  /** Signed in only: the route signs out, then goes to /. */
  onSignOut?: () => void;
  signingOut?: boolean;
};

const item: Variants = { hidden: { opacity: 0, y: 14 }, shown: { opacity: 1, y: 0, transition: { duration: 0.5, ease: EASE } } };

/**
 * /waitlist body (spec §2.14). A signed-in person sees the email note, the saved-results note,
 * Retake Assessment and Sign Out. The page is open (§1), so a visitor gets the same reassurance
 * with 'Sign In' and 'Back to Home' instead.
 */
export function WaitlistScreen({ viewer, onSignOut, signingOut = false }: WaitlistScreenProps) {
  const reducedMotion = usePrefersReducedMotion();
  const name = viewer.signedIn ? firstNameOf(viewer.displayName) : null;
  const motionProps = reducedMotion ? { initial: false as const, animate: 'shown' } : { initial: 'hidden', animate: 'shown' };

  return (
    <NightPage className="sm:justify-center sm:py-12">
      <motion.div
        {...motionProps}
        variants={{ hidden: {}, shown: { transition: { staggerChildren: 0.08 } } }}
        className="flex w-full max-w-md flex-col items-center text-center"
      >
        <motion.div variants={item} className="flex items-center gap-2 text-sm font-semibold text-white/85">
          <BrandMark className="size-6" /> Maya
        </motion.div>

        <motion.div variants={item} className="mt-10 sm:mt-12">
          <HeroIcon icon={MailCheck} />
        </motion.div>

        <motion.h1 variants={item} className="mt-7 text-[2.25rem] leading-tight font-semibold tracking-tight text-balance sm:text-5xl">
          {WAITLIST_TITLE}
        </motion.h1>

        <motion.p variants={item} className="mt-4 text-base leading-relaxed text-pretty text-white/75 sm:text-lg">
          {viewer.signedIn ? (
            <>
              {name ? `Thanks, ${name}. ` : 'Thanks for joining. '}Maya is opening up a few invites at a time.{' '}
              <span className="text-white [overflow-wrap:anywhere]">{emailNote(viewer.email)}</span>
            </>
          ) : (
            <>
              Maya is invite-only for now and opens up a few spots at a time.{' '}
              <span className="text-white">We&rsquo;ll notify you by email as soon as your invite is ready.</span>
            </>
          )}
        </motion.p>

        <motion.ul variants={item} className="mt-8 flex w-full flex-col gap-3 text-left">
          <li className="flex gap-3.5 rounded-2xl border border-white/10 bg-white/[0.04] p-4">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-300" />
            <p className="text-sm leading-relaxed text-white/80">{SAVED_RESULTS_NOTE}</p>
          </li>
          <li className="flex gap-3.5 rounded-2xl border border-white/10 bg-white/[0.04] p-4">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-maya-light" />
            <p className="text-sm leading-relaxed text-white/80">
              Estimated wait time: <span className="font-semibold text-white">{WAITLIST_ESTIMATE}</span>. Keep an eye on your inbox.
            </p>
          </li>
        </motion.ul>

        {!viewer.signedIn && (
          <motion.p variants={item} className="mt-8 text-sm text-white/70">
            Already signed up? Sign in to see your profile or retake the assessment.
          </motion.p>
        )}

        <motion.div
          variants={item}
          className={`${viewer.signedIn ? 'mt-8' : 'mt-4'} flex w-full flex-col gap-3 sm:flex-row sm:justify-center`}
        >
          {viewer.signedIn ? (
            <>
              <Button asChild size="lg" variant="secondary" className="w-full sm:flex-1">
                <Link to={retakeAssessmentPath}>
                  <RotateCcw aria-hidden="true" />
                  Retake Assessment
                </Link>
              </Button>
              <Button
                size="lg"
                variant="outline"
                className="w-full sm:flex-1"
                onClick={onSignOut}
                disabled={signingOut}
                aria-busy={signingOut}
              >
                {signingOut ? <Spinner size="sm" label="Signing out" className="text-current" /> : <LogOut aria-hidden="true" />}
                Sign Out
              </Button>
            </>
          ) : (
            <>
              <Button asChild size="lg" className="w-full sm:flex-1">
                <Link to={paths.auth}>
                  <LogIn aria-hidden="true" />
                  Sign In
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline" className="w-full sm:flex-1">
                <Link to={paths.home}>
                  <Home aria-hidden="true" />
                  Back to Home
                </Link>
              </Button>
            </>
          )}
        </motion.div>
      </motion.div>
    </NightPage>
  );
}
