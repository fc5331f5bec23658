import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';
import { clamp } from '@shared/lib/math';

export type ProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** 0..max */
  value: number;
  max?: number;
  label?: string;
};

export function Progress({ value, max = 100, label = 'Progress', className, ...props }: ProgressProps) {
  const clamped = clamp(value, 0, max);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.round(clamped)}
      data-slot="progress"
      className={cn('h-2 w-full overflow-hidden rounded-full bg-white/10', className)}
      {...props}
    >
      <div
        className="h-full rounded-full bg-linear-to-r from-dusk to-maya transition-[width] duration-300 ease-out"
        style={{ width: `${(clamped / max) * 100}%` }}
      />
    </div>
  );
}
