import { Copy, QrCode, RefreshCw, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { renderQrDataUrl } from '@client/lib/qr-code';
import { QrFrame } from '@client/components/ui/qr-frame';
import { useQuery } from '@tanstack/react-query';
import { useCreateChatLink } from '../api/create-chat-link';
import { PhoneList } from './phone-list';

/**
 * 'Chat with Maya on your phone' (issue 13) on /reveal, /handoff and /done: a one-time link, as a QR
 * code (256 px, margin 2) and as the link itself, and the phones already chatting, each of which
 * can be ended from here. A link is made only when asked for: it is a credential.
 */
export function PhoneChatCard() {
  const create = useCreateChatLink();
  const link = create.data;
  const qr = useQuery({
    queryKey: ['mobile-chat', 'qr', link?.url],
    queryFn: () => renderQrDataUrl(link!.url),
    enabled: link !== undefined,
    staleTime: Infinity,
    retry: false,
  });
  const [copied, setCopied] = useState(false);

  const makeLink = () =>
    create.mutate(undefined, { onError: () => toast.error('Error', { description: 'Failed to generate QR code. Please try again.' }) });
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link.url).then(
      () => setCopied(true),
      () => toast.error('Copy failed', { description: 'Select the link and copy it instead.' }),
    );
  };

  return (
    <section
      aria-labelledby="phone-chat-heading"
      className="w-full rounded-3xl border border-white/10 bg-night/80 p-4 shadow-2xl shadow-black/30 backdrop-blur-xl sm:p-7"
    >
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-2xl bg-maya/15 text-maya-light">
          <Smartphone className="size-5" />
        </span>
        <h2 id="phone-chat-heading" className="text-lg font-semibold tracking-tight sm:text-xl">
          Chat with Maya on your phone
        </h2>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-white/70">
        Scan the code with your phone&apos;s camera to talk with Maya by text or voice. Each link opens once, on one phone, and lasts 24
        hours.
      </p>

      {link ? (
        <div className="mt-5 flex flex-col items-center gap-5 sm:flex-row sm:items-start sm:gap-7">
          <QrFrame
            src={qr.data}
            alt="QR code that opens your chat with Maya on your phone"
            failed={qr.isError}
            failedText="The code could not be drawn. Use the link instead."
          />
          <div className="flex w-full min-w-0 flex-col gap-3">
            <p className="text-xs text-white/55">Or open this link on your phone</p>
            <a
              href={link.url}
              className="block rounded-2xl bg-ink/60 px-3.5 py-3 font-mono text-xs break-all text-maya-light ring-1 ring-white/5 hover:underline"
              data-testid="phone-chat-link"
            >
              {link.url}
            </a>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="secondary" onClick={() => void copy()} className="w-full sm:w-auto">
                <Copy aria-hidden="true" />
                {copied ? 'Copied' : 'Copy link'}
              </Button>
              <Button variant="outline" onClick={makeLink} disabled={create.isPending} className="w-full sm:w-auto">
                <RefreshCw aria-hidden="true" className={create.isPending ? 'animate-spin' : undefined} />
                New link
              </Button>
            </div>
            <p className="text-xs text-white/50">Don&apos;t share it: whoever opens it first can read your chat with Maya.</p>
          </div>
        </div>
      ) : (
        <Button size="lg" className="mt-5 w-full sm:w-auto" onClick={makeLink} disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? <Spinner size="sm" label="Making your link" className="text-current" /> : <QrCode aria-hidden="true" />}
          Show QR code
        </Button>
      )}
      <PhoneList />
    </section>
  );
}
