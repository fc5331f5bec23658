import { motion } from 'motion/react';
import { useId } from 'react';
import { cn } from '@client/lib/cn';
import { EASE } from '@client/lib/motion-easing';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import type { Certainty } from '@shared/domain/assessment/follow-up/certainty';
import { clamp } from '@shared/lib/math';
import { CertaintyTag } from './certainty-tag';

export type TraitScoreBarProps = {
  /** The trait's display name, e.g. 'Openness to Experience'. */
  label: string;
  /** 0..1; anything else (NaN, out of range) is clamped. */
  score: number;
  /** A sentence about the score; pass null/undefined to show none (spec §2.8: only at ≥ 0.7 or ≤ 0.3). */
  description?: string | null;
  /** How sure Maya is of the score (issue 33); left out when not given. */
  certainty?: Certainty | null;
  /** Seconds to wait before the bar fills (for staggered reveals). Ignored with reduced motion. */
  delay?: number;
  /** The element for the trait name: a heading by default, or `p` where a heading would break the outline. */
  labelAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** Draw the card chrome (border, background). On by default; turn off to embed in another card. */
  framed?: boolean;
  className?: string;
};

/** 0..1 → a whole number 0..100 (non-numbers count as 0). */
export function toPercent(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.round(clamp(score, 0, 1) * 100);
}

/**
 * One personality trait: its name, a 0-100 number and a bar that fills on mount, with an optional
 * sentence underneath. The bar is a `meter` (a measurement, not task progress) labelled by the trait name.
 */
export function TraitScoreBar({
  label,
  score,
  description,
  certainty,
  delay = 0,
  labelAs: Label = 'h3',
  framed = true,
  className,
}: TraitScoreBarProps) {
  const id = useId();
  const reducedMotion = usePrefersReducedMotion();
  const percent = toPercent(score);
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const certaintyId = `${id}-certainty`;
  const hasDescription = typeof description === 'string' && description.trim() !== '';
  const describedBy = [certainty ? certaintyId : null, hasDescription ? descriptionId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div data-slot="trait-score-bar" className={cn(framed && 'rounded-2xl border border-white/10 bg-white/[0.04] p-4 sm:p-5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label id={labelId} className="text-sm font-semibold tracking-tight text-white sm:text-base">
          {label}
        </Label>
        <p className="shrink-0 font-semibold text-white tabular-nums" aria-hidden="true">
          <span className="text-xl sm:text-2xl">{percent}</span>
          <span className="ml-0.5 text-xs text-white/70">/100</span>
        </p>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} out of 100`}
        className="mt-3 h-2.5 w-full overflow-hidden rounded-full bg-white/10"
      >
        <motion.div
          className="h-full rounded-full bg-linear-to-r from-dusk via-fuchsia-500 to-maya shadow-[0_0_12px_rgba(255,93,143,0.45)]"
          initial={reducedMotion ? false : { width: '0%' }}
          animate={{ width: `${percent}%` }}
          transition={{ duration: 0.9, delay, ease: EASE }}
        />
      </div>
      {certainty && (
        <p id={certaintyId} className="mt-2 text-xs text-white/70" data-testid="trait-certainty">
          How sure Maya is: <CertaintyTag certainty={certainty} />
        </p>
      )}
      {hasDescription && (
        <p id={descriptionId} className="mt-3 text-sm leading-relaxed text-white/75">
          {description}
        </p>
      )}
    </div>
  );
}
