import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '@client/components/layout/brand-mark';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';

/** A messaging app's chat header: back to the Maya page, Maya's avatar and whether this chat is connected. */
export function DevChatHeader({ connected }: { connected: boolean | null }) {
  return (
    <header
      className={
        'sticky top-0 z-10 flex items-center gap-2 border-b border-white/10 bg-ink/85 px-2 ' +
        'pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 backdrop-blur-xl sm:px-4'
      }
    >
      <Button asChild variant="ghost" size="icon" aria-label="Back to your Maya page">
        <Link to={paths.done}>
          <ArrowLeft aria-hidden="true" className="!size-5" />
        </Link>
      </Button>
      <div className="relative">
        <BrandMark className="size-10" />
        {connected !== null && (
          <span
            aria-hidden="true"
            className={cn(
              'absolute -right-0.5 -bottom-0.5 size-3 rounded-full ring-2 ring-ink',
              connected ? 'bg-emerald-400' : 'bg-white/40',
            )}
          />
        )}
      </div>
      <div className="min-w-0 flex-1 pl-1">
        <h1 className="text-base leading-tight font-semibold">Maya</h1>
        <p className="truncate text-xs text-white/60">
          Development chat{connected === null ? '' : connected ? ' · connected' : ' · not connected'}
        </p>
      </div>
    </header>
  );
}
