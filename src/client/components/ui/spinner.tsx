import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import type { AnimationQuality } from '@client/lib/animation-quality';
import { spinnerPeriodSeconds } from '@client/lib/animation-quality';
import { cn } from '@client/lib/cn';
import { useAnimationQuality } from '@client/lib/use-animation-quality';

const spinnerVariants = cva('inline-block animate-spin rounded-full border-solid border-current border-r-transparent', {
  variants: {
    size: {
      sm: 'size-4 border-2',
      md: 'size-8 border-[3px]',
      lg: 'size-12 border-4',
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** Read by screen readers. */
    label?: string;
    /** Overrides the measured device quality (tests, previews). */
    quality?: AnimationQuality;
  };

export function Spinner({ size, label = 'Loading', quality, className, style, ...props }: SpinnerProps) {
  const measured = useAnimationQuality();
  const period = spinnerPeriodSeconds[quality ?? measured];
  return (
    <span role="status" aria-live="polite" className={cn('inline-flex items-center text-maya', className)} {...props}>
      <span aria-hidden="true" className={spinnerVariants({ size })} style={{ animationDuration: `${period}s`, ...style }} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
