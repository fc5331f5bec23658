import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { QR_OPTIONS } from '@client/lib/qr-code';

type QrFrameProps = {
  /** The drawn code (a data URL); absent while it is drawn. */
  src: string | undefined;
  alt: string;
  /** The code could not be drawn: `failedText` says what to do instead. */
  failed: boolean;
  failedText: string;
  className?: string;
};

/** A QR code on its white card (256 px, drawn with QR_OPTIONS), with its drawing and failed states. */
export function QrFrame({ src, alt, failed, failedText, className }: QrFrameProps) {
  return (
    <div
      className={cn(
        'grid size-56 shrink-0 place-items-center overflow-hidden rounded-3xl p-2 shadow-xl shadow-black/40',
        failed ? 'bg-white/10' : 'bg-white',
        className,
      )}
    >
      {failed ? (
        <p className="px-4 text-center text-sm text-white/75">{failedText}</p>
      ) : src ? (
        <img src={src} width={QR_OPTIONS.width} height={QR_OPTIONS.width} alt={alt} className="size-full [image-rendering:pixelated]" />
      ) : (
        <Spinner label="Drawing your code" className="text-ink/60" />
      )}
    </div>
  );
}
