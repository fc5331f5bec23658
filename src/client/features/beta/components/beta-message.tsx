import { ArrowRight, LogOut, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { BrandMark } from '@client/components/layout/brand-mark';
import { NightPage } from '@client/components/layout/night-page';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import { firstNameOf } from '@shared/lib/first-name';

// Made by scripts/make-video.mjs; served from public/. MP4 is the fallback for browsers without WebM.
const VIDEO_WEBM = '/media/maya-message.webm';
const VIDEO_MP4 = '/media/maya-message.mp4';
const POSTER_SRC = '/media/maya-message-poster.png';
const TRANSCRIPT =
  "Hey, you made it! I'm Maya, and I'm so glad you're here this early. Soon I'll help you meet people you'll really click with. See you very soon.";

export type BetaMessageProps = {
  displayName: string | null | undefined;
  onSignOut: () => void;
  signingOut?: boolean;
  /** The person's current flow step, or null when there is nothing to continue yet. */
  nextStep: { label: string; onClick: () => void } | null;
};

/** /beta holding page body (spec §2.6): Maya's looping muted video message, her sign-off, Sign Out. */
export function BetaMessage({ displayName, onSignOut, signingOut = false, nextStep }: BetaMessageProps) {
  const firstName = firstNameOf(displayName);
  return (
    <NightPage glow="beta" className="pb-10 sm:justify-center sm:py-12">
      <div className="relative flex w-full max-w-sm flex-col items-center text-center sm:max-w-md">
        <div className="flex items-center gap-2 text-sm font-semibold text-white/80">
          <BrandMark className="size-6" /> Maya
        </div>
        <h1 className="mt-5 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {firstName ? `You're in, ${firstName}!` : "You're in!"}
        </h1>
        <p className="mt-2 text-base text-white/70">Maya recorded a little message for you.</p>

        <MessageVideo />

        <p className="mt-6 font-serif text-lg text-white/85 italic">&ldquo;Thanks for being here early.&rdquo; &mdash; Maya</p>

        <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          {nextStep && (
            <Button size="lg" className="w-full sm:w-auto" onClick={nextStep.onClick}>
              {nextStep.label} <ArrowRight aria-hidden="true" />
            </Button>
          )}
          <Button size="lg" variant="outline" className="w-full sm:w-auto" onClick={onSignOut} disabled={signingOut} aria-busy={signingOut}>
            {signingOut ? <Spinner size="sm" label="Signing out" className="text-current" /> : <LogOut aria-hidden="true" />}
            Sign Out
          </Button>
        </div>
      </div>
    </NightPage>
  );
}

function MessageVideo() {
  const reducedMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(!reducedMotion);

  // Respect reduced motion: start paused on the poster; the person can still press play.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets only the muted property; the attribute is what markup readers and some autoplay policies see.
    video.defaultMuted = true;
    video.setAttribute('muted', '');
    if (reducedMotion) video.pause();
    else void video.play().catch(() => setPlaying(false));
  }, [reducedMotion]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => setPlaying(false));
    else video.pause();
  };

  return (
    <figure className="relative mt-7 w-full max-w-[20rem] sm:max-w-[22rem]">
      <div aria-hidden="true" className="absolute -inset-4 rounded-[2.5rem] bg-linear-to-br from-dusk/40 to-maya/40 opacity-60 blur-2xl" />
      <video
        ref={videoRef}
        className="relative aspect-[4/5] w-full rounded-[2rem] bg-night object-cover shadow-2xl ring-1 ring-white/15"
        poster={POSTER_SRC}
        autoPlay={!reducedMotion}
        loop
        muted
        playsInline
        preload="auto"
        aria-label="Video message from Maya"
        aria-describedby="maya-message-transcript"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={VIDEO_WEBM} type="video/webm" />
        <source src={VIDEO_MP4} type="video/mp4" />
      </video>
      <Button
        variant="secondary"
        size="icon"
        className="absolute right-3 bottom-3 size-10 bg-ink/60 backdrop-blur hover:bg-ink/80"
        onClick={toggle}
        aria-label={playing ? 'Pause video message' : 'Play video message'}
      >
        {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </Button>
      <figcaption id="maya-message-transcript" className="sr-only">
        Transcript: {TRANSCRIPT}
      </figcaption>
    </figure>
  );
}
