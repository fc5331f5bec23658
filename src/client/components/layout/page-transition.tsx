import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { transitionSeconds, type AnimationQuality } from '@client/lib/animation-quality';
import { EASE_CSS } from '@client/lib/motion-easing';
import { arrivedPrerendered } from '@client/lib/prerendered';
import { screenKey } from '@client/lib/screen-key';
import { useAnimationQuality } from '@client/lib/use-animation-quality';

type PageTransitionProps = {
  children: ReactNode;
  /** Overrides the measured device quality (tests, previews). */
  quality?: AnimationQuality;
  className?: string;
};

/**
 * Fades and lifts each new page in (spec §2.16, §9): 0.2 s low, 0.3 s medium, 0.4 s high.
 * Quality "none" (which includes prefers-reduced-motion) renders the page without animation, and so
 * does the prerendered page the document arrived with (it is on screen already).
 * A CSS animation, so no animation library is needed on every page; enter-only on purpose.
 * NOTE: fill-mode backwards, not both: a transform left on this element would make it the
 * containing block of the fixed top bar.
 * Keyed by screen, not path: the sections of the member's home are one screen (lib/screen-key).
 */
export function PageTransition({ children, quality, className }: PageTransitionProps) {
  const location = useLocation();
  const firstKey = useRef(location.key);
  const measured = useAnimationQuality();
  const level = arrivedPrerendered && location.key === firstKey.current ? 'none' : (quality ?? measured);
  const lift = level === 'low' ? 0 : level === 'medium' ? 8 : 14;
  const style =
    level === 'none'
      ? undefined
      : ({ '--page-lift': `${lift}px`, animation: `page-enter ${transitionSeconds[level]}s ${EASE_CSS} backwards` } as CSSProperties);
  return (
    <div key={screenKey(location.pathname)} className={className} style={style}>
      {children}
    </div>
  );
}
