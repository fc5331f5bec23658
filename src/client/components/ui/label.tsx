import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/** Pass htmlFor, or wrap the control. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label data-slot="label" className={cn('text-sm font-medium text-white/90 select-none', className)} {...props} />;
}
