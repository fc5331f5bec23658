import { BadgeCheck, CalendarClock, Fingerprint, HeartHandshake, Hourglass, MailCheck, MessagesSquare } from 'lucide-react';
import { motion, type Variants } from 'motion/react';
import { useEffect } from 'react';
import { cn } from '@client/lib/cn';
import { EASE } from '@client/lib/motion-easing';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import { firstNameOf } from '@shared/lib/first-name';
import { useJoinWaitlist } from '../api/join-waitlist';
import { approvalEmailNote, PERSONALITY_DIMENSIONS, WAIT_ESTIMATE_TEXT, waitlistStatusText } from '../lib/handoff-copy';

type WaitlistWelcomeProps = {
  displayName: string | null;
  email: string | null;
  /** The add call found the person already approved. */
  onApproved: () => void;
};

const item: Variants = { hidden: { opacity: 0, y: 14 }, shown: { opacity: 1, y: 0, transition: { duration: 0.5, ease: EASE } } };

const HOW_IT_WORKS = [
  {
    icon: Fingerprint,
    title: 'Maya knows who you are',
    body: (
      <>
        Your assessment mapped you across <strong className="font-semibold text-white">{PERSONALITY_DIMENSIONS}</strong> &mdash; how you
        talk, what you value, what wears you out.
      </>
    ),
  },
  {
    icon: MessagesSquare,
    title: 'Your Maya meets their Maya',
    body: (
      <>
        Before you ever chat, your Maya talks with other people&rsquo;s Mayas. Agent to agent, they play out a week of conversations to test
        real chemistry.
      </>
    ),
  },
  {
    icon: HeartHandshake,
    title: 'You meet the ones who click',
    body: <>Only when both agents see a genuine match do the two of you get introduced. No endless swiping.</>,
  },
] as const;

/**
 * §2.13 for a person who is not invited yet: adds them to the waitlist (idempotent), shows the
 * status ('confirmed' once the add succeeded, otherwise 'processing'), the wait and how Maya matches.
 */
export function WaitlistWelcome({ displayName, email, onApproved }: WaitlistWelcomeProps) {
  const reducedMotion = usePrefersReducedMotion();
  const waitlist = useJoinWaitlist();
  const status = waitlistStatusText(waitlist.isSuccess);
  const name = firstNameOf(displayName);

  const approved = waitlist.data?.status === 'approved';
  useEffect(() => {
    if (approved) onApproved();
  }, [approved, onApproved]);

  // §8.6: a waitlist add failure is only logged; the status stays 'processing'.
  const failedAt = waitlist.isError ? waitlist.errorUpdatedAt : 0;
  const failure = waitlist.error;
  useEffect(() => {
    if (failedAt) console.warn('Waitlist add failed', failure);
  }, [failedAt, failure]);

  const motionProps = reducedMotion ? { initial: false as const, animate: 'shown' } : { initial: 'hidden', animate: 'shown' };

  return (
    <motion.section
      aria-labelledby="waitlist-title"
      {...motionProps}
      variants={{ hidden: {}, shown: { transition: { staggerChildren: 0.08 } } }}
      className="mx-auto flex w-full max-w-4xl flex-col items-center text-center"
    >
      <motion.div variants={item} className="relative mt-10 grid place-items-center sm:mt-12" aria-hidden="true">
        <div className="absolute size-32 rounded-full bg-dusk/30 blur-3xl" />
        <div className="relative grid size-20 place-items-center rounded-3xl bg-linear-to-br from-dusk to-maya shadow-xl shadow-dusk/30 ring-1 ring-white/20">
          <Hourglass className="size-10 text-white" strokeWidth={1.75} />
        </div>
      </motion.div>

      <motion.h1
        variants={item}
        id="waitlist-title"
        className="mt-7 text-[2.25rem] leading-tight font-semibold tracking-tight text-balance sm:text-5xl"
      >
        {name ? `Welcome to the waitlist, ${name}` : 'Welcome to the waitlist'}
      </motion.h1>
      <motion.p variants={item} className="mt-4 max-w-xl text-base leading-relaxed text-pretty text-white/75 sm:text-lg">
        Maya is opening up a few invites at a time, so every person gets a Maya who really has time for them. Your spot is saved.
      </motion.p>

      <motion.div
        variants={item}
        className="mt-8 w-full max-w-md rounded-3xl border border-white/10 bg-night/80 p-5 text-left shadow-2xl shadow-black/40 backdrop-blur-xl sm:p-6"
      >
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-sm font-medium text-white/70">Waitlist status</h2>
          <WaitlistStatusBadge status={status} />
        </div>
        <ul className="mt-5 flex flex-col gap-4 border-t border-white/10 pt-5 text-sm leading-relaxed text-white/80">
          <li className="flex gap-3">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-maya-light" />
            <span className="font-medium text-white">{WAIT_ESTIMATE_TEXT}</span>
          </li>
          <li className="flex gap-3">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-maya-light" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{approvalEmailNote(email)}</span>
          </li>
        </ul>
      </motion.div>

      <motion.div variants={item} className="mt-12 w-full">
        <h2 className="text-xl font-semibold tracking-tight sm:text-2xl">How Maya finds your people</h2>
        <ol className="mt-6 grid gap-3 text-left sm:grid-cols-3 sm:gap-4">
          {HOW_IT_WORKS.map(({ icon: Icon, title, body }, index) => (
            <li key={title} className="relative rounded-2xl border border-white/10 bg-white/[0.04] p-5">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-xl bg-dusk/20 text-violet-200 ring-1 ring-dusk/40"
                >
                  <Icon className="size-5" />
                </span>
                <span aria-hidden="true" className="text-xs font-semibold tracking-[0.14em] text-white/45">
                  0{index + 1}
                </span>
              </div>
              <h3 className="mt-4 font-semibold text-white">{title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-white/70">{body}</p>
            </li>
          ))}
        </ol>
      </motion.div>
    </motion.section>
  );
}

function WaitlistStatusBadge({ status }: { status: 'confirmed' | 'processing' }) {
  const confirmed = status === 'confirmed';
  return (
    <span
      role="status"
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1',
        confirmed ? 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/30' : 'bg-amber-400/10 text-amber-200 ring-amber-300/30',
      )}
    >
      {confirmed ? (
        <BadgeCheck aria-hidden="true" className="size-4" />
      ) : (
        <span aria-hidden="true" className="size-2 rounded-full bg-amber-300 motion-safe:animate-pulse" />
      )}
      <span className="sr-only">Waitlist status: </span>
      {status}
    </span>
  );
}
