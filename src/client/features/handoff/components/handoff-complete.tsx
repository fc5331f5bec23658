import { ArrowRight, CheckCircle2, ExternalLink } from 'lucide-react';
import { motion } from 'motion/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { EASE } from '@client/lib/motion-easing';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import { channelInfo, nextStepsAfter, type Channel } from '../lib/channels';
import { ChannelIcon } from './channel-icon';

type HandoffCompleteProps = {
  channel: Channel;
  /** Maya has verified the person's number on this channel: only then does the screen say 'Connected'. */
  verified: boolean;
  link: string | null;
  onChooseAnother: () => void;
};

/** The handoff step, done: which app Maya will use, and where to go next. */
export function HandoffComplete({ channel, verified, link, onChooseAnother }: HandoffCompleteProps) {
  const { name } = channelInfo(channel);
  const { primary, secondary } = nextStepsAfter(channel);
  const reducedMotion = usePrefersReducedMotion();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The cards this replaced had focus; move it to the news so keyboard and screen-reader users land here.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <motion.section
      aria-labelledby="handoff-done-title"
      initial={reducedMotion ? false : { opacity: 0, y: 12, scale: 0.98 }}
      animate={{ opacity: 1, y: 0, scale: 1 }}
      transition={{ duration: 0.4, ease: EASE }}
      className="mx-auto mt-10 flex w-full max-w-md flex-col items-center text-center sm:mt-14"
    >
      <div className="relative grid place-items-center" aria-hidden="true">
        <div className="absolute size-36 rounded-full bg-emerald-400/20 blur-3xl" />
        <div className="relative">
          <ChannelIcon channel={channel} className="size-20 rounded-3xl [&_svg]:size-10" />
          <span className="absolute -right-2 -bottom-2 grid size-9 place-items-center rounded-full bg-ink ring-4 ring-ink">
            <CheckCircle2 className="size-9 fill-emerald-400 text-ink" strokeWidth={2.25} />
          </span>
        </div>
      </div>

      <p className="mt-8 text-xs font-semibold tracking-[0.14em] text-emerald-300 uppercase">
        {verified ? 'Chat setup complete' : 'Hand-off done'}
      </p>
      <h1
        id="handoff-done-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 text-[2.25rem] leading-tight font-semibold tracking-tight text-balance outline-none sm:text-5xl"
      >
        You&rsquo;re all set
      </h1>
      <p role="status" className="mt-4 text-base leading-relaxed text-pretty text-white/75 sm:text-lg">
        {verified ? (
          <>
            <span className="font-semibold text-white">Connected to {name}</span> &mdash; say hi to Maya in the tab we just opened.
            She&rsquo;ll message you there whenever there&rsquo;s news.
          </>
        ) : (
          <>
            <span className="font-semibold text-white">{name} is open in a new tab</span> &mdash; say hi to Maya there.
            {channel === 'whatsapp'
              ? ' Then verify your number, so she can reach you.'
              : ' She\u2019ll message you there whenever there\u2019s news.'}
          </>
        )}
      </p>

      <div className="mt-8 flex w-full flex-col gap-3">
        <Button asChild size="lg" className="w-full">
          <Link to={paths[primary.to]}>
            {primary.label} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary" className="w-full">
          <Link to={paths[secondary.to]}>{secondary.label}</Link>
        </Button>
      </div>

      <div className="mt-5 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-sm">
        {link && (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded font-medium text-maya-light underline-offset-4 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Open {name} again<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        <button
          type="button"
          onClick={onChooseAnother}
          className="cursor-pointer rounded font-medium text-white/70 underline-offset-4 hover:text-white hover:underline"
        >
          Choose a different app
        </button>
      </div>
    </motion.section>
  );
}
