import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        'h-11 w-full min-w-0 rounded-xl border border-white/15 bg-white/5 px-4 text-base text-white placeholder:text-white/40 transition-colors',
        'focus-visible:border-maya focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-maya/60',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-400',
        className,
      )}
      {...props}
    />
  );
}
