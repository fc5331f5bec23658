import { motion } from 'motion/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { transitionSeconds, type AnimationQuality } from '@client/lib/animation-quality';
import { useAnimationQuality } from '@client/lib/use-animation-quality';

type PageTransitionProps = {
  children: ReactNode;
  /** Overrides the measured device quality (tests, previews). */
  quality?: AnimationQuality;
  className?: string;
};

/**
 * Fades and lifts each new page in (spec §2.16, §9): 0.2 s low, 0.3 s medium, 0.4 s high.
 * Quality "none" (which includes prefers-reduced-motion) renders the page without animation.
 * Enter-only on purpose: an exit animation would need the outgoing route kept alive.
 */
export function PageTransition({ children, quality, className }: PageTransitionProps) {
  const { pathname } = useLocation();
  const measured = useAnimationQuality();
  const level = quality ?? measured;
  const lift = level === 'low' ? 0 : level === 'medium' ? 8 : 14;
  // Always the same element type, so a quality change never remounts the page.
  return (
    <motion.div
      key={pathname}
      className={className}
      initial={level === 'none' ? false : { opacity: 0, y: lift }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: transitionSeconds[level], ease: [0.22, 1, 0.36, 1] }}
    >
      {children}
    </motion.div>
  );
}
