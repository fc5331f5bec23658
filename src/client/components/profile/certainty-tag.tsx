import { cn } from '@client/lib/cn';
import type { Certainty } from '@shared/domain/assessment/follow-up/certainty';

const WORDS: Record<Certainty, string> = { sure: 'Sure', 'fairly sure': 'Fairly sure', 'still learning': 'Still learning' };
const TONES: Record<Certainty, string> = {
  sure: 'text-emerald-300',
  'fairly sure': 'text-maya-light',
  'still learning': 'text-white/70',
};

/** How sure Maya is of a trait, as a coloured word ('Fairly sure'). */
export function CertaintyTag({ certainty, muted = false, className }: { certainty: Certainty; muted?: boolean; className?: string }) {
  return <span className={cn('font-semibold', muted ? 'font-normal text-white/60' : TONES[certainty], className)}>{WORDS[certainty]}</span>;
}
