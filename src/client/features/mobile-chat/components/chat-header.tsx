import { ArrowLeft, Brain, Volume2, VolumeX } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '@client/components/layout/brand-mark';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';

export type ChatHeaderProps = {
  status: 'connecting' | 'connected';
  /** Maya's replies are not spoken. */
  speakerMuted: boolean;
  onToggleSpeaker: () => void;
  /** Opens 'What Maya knows' (issue 14). */
  onOpenKnowledge?: () => void;
};

/** Spec §2.15: a back button to /, Maya's avatar, a connected badge and a mute toggle. */
export function ChatHeader({ status, speakerMuted, onToggleSpeaker, onOpenKnowledge }: ChatHeaderProps) {
  const connected = status === 'connected';
  return (
    <header
      id="chat-header"
      className={
        'sticky top-0 z-10 flex items-center gap-2 border-b border-white/10 bg-ink/85 px-2 ' +
        'pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 backdrop-blur-xl sm:px-4'
      }
    >
      <Button asChild variant="ghost" size="icon" aria-label="Back to home">
        <Link to={paths.home}>
          <ArrowLeft aria-hidden="true" className="!size-5" />
        </Link>
      </Button>
      <div className="relative">
        <BrandMark className="size-10" />
        <span
          aria-hidden="true"
          className={cn(
            'absolute -right-0.5 -bottom-0.5 size-3 rounded-full ring-2 ring-ink',
            connected ? 'bg-emerald-400' : 'bg-amber-300',
          )}
        />
      </div>
      <div className="min-w-0 flex-1 pl-1">
        <h1 className="text-base leading-tight font-semibold">Maya</h1>
        <p className={cn('text-xs font-medium', connected ? 'text-emerald-300' : 'text-amber-200')} role="status">
          {connected ? 'Connected' : 'Connecting…'}
        </p>
      </div>
      {onOpenKnowledge && (
        <Button variant="ghost" size="icon" onClick={onOpenKnowledge} aria-label="What Maya knows">
          <Brain aria-hidden="true" className="!size-5" />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        onClick={onToggleSpeaker}
        aria-pressed={!speakerMuted}
        aria-label={speakerMuted ? "Unmute Maya's voice" : "Mute Maya's voice"}
      >
        {speakerMuted ? <VolumeX aria-hidden="true" className="!size-5" /> : <Volume2 aria-hidden="true" className="!size-5" />}
      </Button>
    </header>
  );
}
