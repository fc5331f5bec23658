import { ExternalLink } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@client/components/ui/button';
import { QrFrame } from '@client/components/ui/qr-frame';
import { renderQrDataUrl } from '@client/lib/qr-code';

/** The one-time deep link `https://t.me/<bot>?start=<token>`, as a QR code for a phone and as a link on this one. */
export function TelegramConnect({ link }: { link: string }) {
  const qr = useQuery({
    queryKey: ['messenger', 'qr', link],
    queryFn: () => renderQrDataUrl(link),
    staleTime: Infinity,
    retry: false,
  });
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      {/* NOTE: no code on a phone's own screen: it cannot scan itself; the link opens Telegram right there. */}
      <QrFrame
        src={qr.data}
        alt="QR code that opens Maya in Telegram"
        failed={qr.isError}
        failedText="The code could not be drawn. Use the link instead."
        className="hidden size-44 sm:grid"
      />
      <div className="flex w-full min-w-0 flex-col gap-2.5 text-sm text-white/70">
        <p>
          <span className="hidden sm:inline">Scan with your phone&apos;s camera, or open the link, and press Start.</span>
          <span className="sm:hidden">Open the link and press Start.</span> It works once, for 24 hours.
        </p>
        <Button asChild size="sm" className="w-full sm:w-auto">
          <a href={link} target="_blank" rel="noopener noreferrer" data-testid="telegram-link">
            <ExternalLink aria-hidden="true" />
            Open Telegram<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </div>
  );
}
