import { MessageCircle, MessageCircleMore, Send } from 'lucide-react';
import { cn } from '@client/lib/cn';
import type { Channel } from '../lib/channels';

const TILE: Record<Channel, string> = {
  whatsapp: 'bg-[#25d366] shadow-[#25d366]/25',
  telegram: 'bg-[#229ed9] shadow-[#229ed9]/25',
  messenger: 'bg-linear-to-br from-[#0a7cff] via-[#a033ff] to-[#ff5c87] shadow-[#a033ff]/25',
};

const GLYPH: Record<Channel, typeof MessageCircle> = { whatsapp: MessageCircle, telegram: Send, messenger: MessageCircleMore };

/** A chat app's colour tile with a generic glyph (no third-party logos). Decorative. */
export function ChannelIcon({ channel, className }: { channel: Channel; className?: string }) {
  const Glyph = GLYPH[channel];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-12 shrink-0 place-items-center rounded-2xl text-white shadow-lg ring-1 ring-white/20',
        TILE[channel],
        className,
      )}
    >
      <Glyph className={cn('size-6', channel === 'telegram' && '-translate-x-px translate-y-px')} strokeWidth={2.25} />
    </span>
  );
}
