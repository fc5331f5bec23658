import { ExternalLink, RefreshCw, Smartphone } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { useQrCode } from '../hooks/use-qr-code';
import { QR_OPTIONS, buildChatHandoff, randomRef } from '../lib/chat-link';
import { MESSAGES, TOAST_ERROR_TITLE } from '../lib/connections-view';

/** Uniform [0, 1) from the platform's CSPRNG (a reference should not be guessable from Math.random). */
const cryptoRandom = () => {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return n / 2 ** 32;
};

export type ContinueOnPhoneProps = {
  displayName: string | null | undefined;
  /** Tells screen-reader users what changed. */
  announce: (message: string) => void;
};

/** §2.9: 'continue on phone' — a WhatsApp link and its QR, pre-filled 'hey this is {name}'. */
export function ContinueOnPhone({ displayName, announce }: ContinueOnPhoneProps) {
  const [ref, setRef] = useState<string | null>(null);
  const handoff = useMemo(() => buildChatHandoff(displayName, ref), [displayName, ref]);
  const qr = useQrCode(handoff.link);
  const regenerated = useRef(false);

  // §8.5: a QR that cannot be drawn gets a toast; a freshly generated one a quiet confirmation.
  useEffect(() => {
    if (qr.isError) {
      toast.error(TOAST_ERROR_TITLE, { description: MESSAGES.qr });
      regenerated.current = false;
    } else if (qr.isSuccess && regenerated.current) {
      regenerated.current = false;
      toast.success('New code ready', { description: 'Scan it with your phone camera.' });
      announce('New code generated.');
    }
  }, [qr.isError, qr.isSuccess, qr.errorUpdatedAt, qr.dataUpdatedAt, announce]);

  const regenerate = () => {
    regenerated.current = true;
    setRef(randomRef(cryptoRandom));
  };

  return (
    <section aria-labelledby="phone-heading" className="rounded-3xl border border-white/10 bg-night/80 p-5 shadow-2xl shadow-black/30 backdrop-blur-xl sm:p-7">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-2xl bg-emerald-400/15 text-emerald-300">
          <Smartphone className="size-5" />
        </span>
        <div>
          <h2 id="phone-heading" className="text-lg font-semibold tracking-tight sm:text-xl">
            Continue on your phone
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-white/70">Scan the code, or open WhatsApp here. Your hello is already typed in.</p>
        </div>
      </div>

      <div className="mt-5 flex flex-col items-center gap-5 sm:flex-row sm:items-center sm:gap-7">
        <figure className="flex shrink-0 flex-col items-center">
          <div className={cn('grid size-56 place-items-center overflow-hidden rounded-3xl bg-white p-2 shadow-xl shadow-black/40 sm:size-60', qr.isError && 'bg-white/10')}>
            {qr.data && !qr.isError ? (
              <img
                src={qr.data}
                width={QR_OPTIONS.width}
                height={QR_OPTIONS.width}
                alt={`QR code that opens WhatsApp with the message “${handoff.text}”`}
                className="size-full [image-rendering:pixelated]"
              />
            ) : qr.isError ? (
              <p className="px-4 text-center text-sm text-white/75">The code could not be drawn. Try generating a new one.</p>
            ) : (
              <Spinner label="Drawing your code" className="text-ink/60" />
            )}
          </div>
          {handoff.ref && (
            <figcaption className="mt-2 text-xs text-white/55">
              Code ref <span className="font-mono tracking-wider text-white/80">{handoff.ref}</span>
            </figcaption>
          )}
        </figure>

        <div className="flex w-full min-w-0 flex-col gap-3">
          <div className="rounded-2xl bg-ink/60 p-3 ring-1 ring-white/5">
            <p className="text-xs text-white/55">Message ready to send</p>
            <p className="mt-2 ml-auto w-fit max-w-full rounded-2xl rounded-br-md bg-emerald-500 px-3.5 py-2 text-[0.94rem] break-words text-emerald-950">
              {handoff.text}
            </p>
          </div>
          <Button asChild size="lg" className="w-full bg-emerald-400 text-emerald-950 shadow-emerald-500/25 hover:bg-emerald-300">
            <a href={handoff.link} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Open WhatsApp
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <Button variant="outline" size="lg" className="w-full" onClick={regenerate} disabled={qr.isFetching} aria-busy={qr.isFetching}>
            <RefreshCw aria-hidden="true" className={cn(qr.isFetching && 'animate-spin')} />
            Generate New Code
          </Button>
        </div>
      </div>
    </section>
  );
}
