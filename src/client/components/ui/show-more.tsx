import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@client/lib/cn';
import { Button } from './button';

/**
 * The first `first` of a long list, and whether the person asked for the rest. `keep`: items shown
 * even beyond the cut (e.g. the card the person just acted on, so it never vanishes under their finger).
 * `focusIdOf`: the element id to focus in the first item "Show N more" brought in, so focus is not left
 * at the list's end.
 */
export function useShowMore<T>(items: readonly T[], first: number, focusIdOf: (item: T) => string, keep?: (item: T) => boolean) {
  const [expanded, setExpanded] = useState(false);
  const focusRevealed = useRef(false);
  const revealed = items[first];
  const revealedId = revealed === undefined ? null : focusIdOf(revealed);
  useEffect(() => {
    if (!focusRevealed.current || !expanded) return;
    focusRevealed.current = false;
    if (revealedId) document.getElementById(revealedId)?.focus();
  }, [expanded, revealedId]);
  const shown = expanded ? items : items.filter((item, i) => i < first || keep?.(item));
  const toggle = () => {
    focusRevealed.current = !expanded;
    setExpanded((e) => !e);
  };
  return { shown, expanded, total: items.length, hidden: items.length - shown.length, toggle };
}

/**
 * "Show N more" under a list cut to its newest few, with the count as it changes ("Showing 3 of
 * 14", read by screen readers), and "Show fewer" once all are shown. Nothing when all fit.
 * `controls`: the id of the list it extends.
 */
export function ShowMore({
  total,
  shownCount,
  expanded,
  onToggle,
  controls,
  className,
}: {
  total: number;
  shownCount: number;
  expanded: boolean;
  onToggle: () => void;
  controls: string;
  className?: string;
}) {
  if (!expanded && shownCount >= total) return null;
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-x-3 gap-y-1', className)}>
      <p role="status" className="text-xs text-white/60">
        {expanded ? `Showing all ${total}` : `Showing ${shownCount} of ${total}`}
      </p>
      <Button variant="secondary" size="sm" className="min-h-11" aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
        {expanded ? 'Show fewer' : `Show ${total - shownCount} more`}
        <ChevronDown aria-hidden="true" className={cn('transition-transform', expanded && 'rotate-180')} />
      </Button>
    </div>
  );
}
