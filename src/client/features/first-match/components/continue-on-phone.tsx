import { ExternalLink, RefreshCw, Smartphone } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { QrFrame } from '@client/components/ui/qr-frame';
import { useQrCode } from '../hooks/use-qr-code';
import { useMayaContact } from '@client/lib/maya-contact';
import { buildChatHandoff, chatGreeting, nextMaskPattern } from '../lib/chat-link';
import { MESSAGES, TOAST_ERROR_TITLE } from '../lib/connections-view';

export type ContinueOnPhoneProps = {
  displayName: string | null | undefined;
  /** Tells screen-reader users what changed. */
  announce: (message: string) => void;
};

/** §2.9: 'continue on phone' — a WhatsApp link and its QR, pre-filled 'hey this is {name}'. */
export function ContinueOnPhone({ displayName, announce }: ContinueOnPhoneProps) {
  const [maskPattern, setMaskPattern] = useState(0);
  const contact = useMayaContact();
  const chatLink = contact.data?.whatsapp_chat_link;
  const handoff = useMemo(() => (chatLink ? buildChatHandoff(displayName, chatLink) : null), [displayName, chatLink]);
  const text = handoff?.text ?? chatGreeting(displayName);
  const qr = useQrCode(handoff?.link ?? null, maskPattern);
  const regenerated = useRef(false);

  // §8.5: a QR that cannot be drawn gets a toast; a freshly generated one a quiet confirmation.
  useEffect(() => {
    if (qr.isError || contact.isError) {
      toast.error(TOAST_ERROR_TITLE, { description: MESSAGES.qr });
      regenerated.current = false;
    } else if (qr.isSuccess && regenerated.current) {
      regenerated.current = false;
      toast.success('New code ready', { description: 'Scan it with your phone camera.' });
      announce('New code generated.');
    }
  }, [qr.isError, contact.isError, qr.isSuccess, qr.errorUpdatedAt, qr.dataUpdatedAt, announce]);

  const regenerate = () => {
    regenerated.current = true;
    if (contact.isError) void contact.refetch();
    else setMaskPattern(nextMaskPattern);
  };

  return (
    <section
      aria-labelledby="phone-heading"
      className="rounded-3xl border border-white/10 bg-night/80 p-5 shadow-2xl shadow-black/30 backdrop-blur-xl sm:p-7"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-2xl bg-emerald-400/15 text-emerald-300">
          <Smartphone className="size-5" />
        </span>
        <div>
          <h2 id="phone-heading" className="text-lg font-semibold tracking-tight sm:text-xl">
            Continue on your phone
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-white/70">
            Scan the code, or open WhatsApp here. Your hello is already typed in.
          </p>
        </div>
      </div>

      <div className="mt-5 flex flex-col items-center gap-5 sm:flex-row sm:items-center sm:gap-7">
        <figure className="flex shrink-0 flex-col items-center">
          <QrFrame
            src={qr.data}
            alt={`QR code that opens a WhatsApp chat with Maya with the message “${text}”`}
            failed={qr.isError || contact.isError}
            failedText="The code could not be drawn. Try generating a new one."
            className="sm:size-60"
          />
        </figure>

        <div className="flex w-full min-w-0 flex-col gap-3">
          <div className="rounded-2xl bg-ink/60 p-3 ring-1 ring-white/5">
            <p className="text-xs text-white/55">Message ready to send</p>
            <p className="mt-2 ml-auto w-fit max-w-full rounded-2xl rounded-br-md bg-emerald-500 px-3.5 py-2 text-[0.94rem] break-words text-emerald-950">
              {text}
            </p>
          </div>
          {handoff ? (
            <Button asChild size="lg" className="w-full bg-emerald-400 text-emerald-950 shadow-emerald-500/25 hover:bg-emerald-300">
              <a href={handoff.link} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Open WhatsApp
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          ) : (
            <Button size="lg" className="w-full bg-emerald-400 text-emerald-950" disabled>
              <ExternalLink aria-hidden="true" />
              Open WhatsApp
            </Button>
          )}
          <Button
            variant="outline"
            size="lg"
            className="w-full"
            onClick={regenerate}
            disabled={contact.isFetching || qr.isFetching}
            aria-busy={qr.isFetching}
          >
            <RefreshCw aria-hidden="true" className={cn(qr.isFetching && 'animate-spin')} />
            Generate New Code
          </Button>
        </div>
      </div>
    </section>
  );
}
