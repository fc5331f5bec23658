import { CheckCircle2, ExternalLink, MessageCircleHeart, QrCode, RotateCw, ShieldCheck } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { HeroIcon } from '@client/components/ui/hero-icon';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';
import { EASE } from '@client/lib/motion-easing';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import type { HandoffLinks } from '@shared/schemas/handoff';
import { useCompleteHandoff } from '../api/complete-handoff';
import { useHandoffLinks } from '../api/init-handoff';
import { CHANNEL_INFO, channelLink, type Channel, type ChannelInfo } from '../lib/channels';
import { CHAT_LINKS_FAILED, HANDOFF_COMPLETE_FAILED } from '../lib/handoff-copy';
import { ChannelIcon } from './channel-icon';
import { HandoffComplete } from './handoff-complete';

type ChannelPickerProps = { alreadyComplete: boolean; numberVerified: boolean; onStepComplete: () => void };

/**
 * §2.13 for an invited person: three chat-app cards. Each opens its link in a new tab and marks the
 * handoff step complete for that channel; then the screen shows the step done.
 */
export function ChannelPicker({ alreadyComplete, numberVerified, onStepComplete }: ChannelPickerProps) {
  const links = useHandoffLinks();
  const complete = useCompleteHandoff();
  const [connected, setConnected] = useState<Channel | null>(null);

  // §8.5: 'Error' / 'Failed to generate chat links', once per failure.
  const failedAt = links.isError ? links.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(CHAT_LINKS_FAILED.title, { description: CHAT_LINKS_FAILED.description });
  }, [failedAt]);

  const pick = (channel: Channel) => {
    complete.mutate(channel, {
      onSuccess: () => {
        setConnected(channel);
        onStepComplete();
      },
      onError: () => toast.error(HANDOFF_COMPLETE_FAILED.title, { description: HANDOFF_COMPLETE_FAILED.description }),
    });
  };

  if (connected) {
    return (
      <HandoffComplete
        channel={connected}
        verified={connected === 'whatsapp' && numberVerified}
        link={channelLink(links.data, connected)}
        onChooseAnother={() => setConnected(null)}
      />
    );
  }

  return (
    <section aria-labelledby="handoff-title" className="flex flex-col items-center">
      <HeroIcon icon={MessageCircleHeart} className="mt-10 sm:mt-12" />
      <h1
        id="handoff-title"
        className="mt-7 text-center text-[2.25rem] leading-tight font-semibold tracking-tight text-balance sm:text-5xl"
      >
        Take Maya with you
      </h1>
      <p className="mt-4 max-w-xl text-center text-base leading-relaxed text-pretty text-white/75 sm:text-lg">
        Pick the app you already live in. Maya will message you there with new matches, how her conversations are going, and when it&rsquo;s
        time for you to say hello.
      </p>

      {alreadyComplete && (
        <p
          role="status"
          className="mt-6 flex max-w-xl items-start gap-3 rounded-2xl border border-emerald-300/25 bg-emerald-400/10 px-4 py-3 text-sm text-emerald-100"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-300" />
          <span>
            Your chat is already set up. Add another app below, or{' '}
            <Link to={paths.done} className="font-semibold text-white underline underline-offset-4">
              go to your dashboard
            </Link>
            .
          </span>
        </p>
      )}

      {links.isError && (
        <div
          role="alert"
          className={
            'mt-6 flex w-full max-w-xl flex-col items-center gap-3 rounded-2xl border border-red-300/25 bg-red-400/10 ' +
            'px-4 py-4 text-center text-sm text-red-100 sm:flex-row sm:text-left'
          }
        >
          <p className="flex-1">We couldn&rsquo;t prepare your chat links. Check your connection and try again.</p>
          <Button size="sm" variant="secondary" onClick={() => void links.refetch()} disabled={links.isFetching}>
            <RotateCw aria-hidden="true" /> Try again
          </Button>
        </div>
      )}

      <ul className="mt-10 grid w-full gap-4 md:grid-cols-3 md:gap-5">
        {CHANNEL_INFO.map((info) => (
          <li key={info.id} className="flex">
            <ChannelCard
              info={info}
              links={links.data}
              loading={links.isPending}
              busy={complete.isPending && complete.variables === info.id}
              onPick={() => pick(info.id)}
            />
          </li>
        ))}
      </ul>

      <p className="mt-6 max-w-lg text-center text-xs leading-relaxed text-white/55">
        <ShieldCheck aria-hidden="true" className="mr-1.5 inline size-4 -translate-y-px align-middle" />
        Maya only messages you. Pause her any time from the chat or your dashboard.
      </p>
    </section>
  );
}

type ChannelCardProps = { info: ChannelInfo; links: HandoffLinks | undefined; loading: boolean; busy: boolean; onPick: () => void };

function ChannelCard({ info, links, loading, busy, onPick }: ChannelCardProps) {
  const link = channelLink(links, info.id);
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex w-full flex-col rounded-3xl border p-5 backdrop-blur-xl transition-colors sm:p-6',
        info.recommended
          ? 'border-maya/40 bg-linear-to-b from-maya/[0.12] to-night/80 shadow-2xl shadow-maya/10'
          : 'border-white/10 bg-night/70 hover:border-white/20',
      )}
    >
      {info.recommended && <Badge className="absolute -top-3 left-5 bg-maya text-ink shadow-lg shadow-maya/30 ring-0">Recommended</Badge>}
      <div className="flex items-center gap-4">
        <ChannelIcon channel={info.id} />
        <h2 id={titleId} className="text-xl font-semibold tracking-tight">
          {info.name}
        </h2>
      </div>
      <p className="mt-4 flex-1 text-sm leading-relaxed text-white/70">{info.blurb}</p>

      <div className="mt-5 flex flex-col gap-2.5 sm:mt-6">
        {link ? (
          <Button asChild size="lg" variant={info.recommended ? 'primary' : 'secondary'} className="w-full">
            <a href={link} target="_blank" rel="noopener noreferrer" onClick={onPick} aria-busy={busy}>
              {busy ? (
                <Spinner size="sm" label={`Connecting ${info.name}`} className="text-current" />
              ) : (
                <ExternalLink aria-hidden="true" />
              )}
              Open {info.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ) : (
          <Button size="lg" variant={info.recommended ? 'primary' : 'secondary'} className="w-full" disabled>
            {loading && <Spinner size="sm" label={`Preparing your ${info.name} link`} className="text-current" />}
            Open {info.name}
          </Button>
        )}
        {info.id === 'whatsapp' && <QrToggle links={links} busy={busy} onScanned={onPick} />}
      </div>
    </article>
  );
}

/** §2.13: the optional QR for the WhatsApp-type card, for people setting up from a computer. */
function QrToggle({ links, busy, onScanned }: { links: HandoffLinks | undefined; busy: boolean; onScanned: () => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <>
      <Button
        variant="ghost"
        size="md"
        className="w-full"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!links}
        onClick={() => setOpen((o) => !o)}
      >
        <QrCode aria-hidden="true" />
        {open ? 'Hide QR' : 'Show QR'}
      </Button>
      <AnimatePresence initial={false}>
        {open && links && (
          <motion.div
            id={panelId}
            key="qr"
            initial={reducedMotion ? false : { opacity: 0, height: 0 }}
            animate={{ opacity: 1, height: 'auto' }}
            exit={reducedMotion ? { opacity: 0, transition: { duration: 0 } } : { opacity: 0, height: 0 }}
            transition={{ duration: 0.25, ease: EASE }}
            className="overflow-hidden"
          >
            <div className="flex flex-col items-center gap-3 pt-2 pb-1 text-center">
              <img
                src={links.whatsapp_qr}
                alt="QR code that opens your chat with Maya in WhatsApp"
                width={192}
                height={192}
                className="size-48 rounded-2xl bg-white p-2 shadow-lg"
              />
              <p className="text-xs leading-relaxed text-white/65">Point your phone&rsquo;s camera at the code to open the chat there.</p>
              <Button size="sm" variant="secondary" onClick={onScanned} disabled={busy}>
                <CheckCircle2 aria-hidden="true" /> I&rsquo;ve opened it on my phone
              </Button>
            </div>
          </motion.div>
        )}
      </AnimatePresence>
    </>
  );
}
