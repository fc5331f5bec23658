import { useId } from 'react';
import { cn } from '@client/lib/cn';

/** Maya's mark: a lowercase "m" on the dusk-to-pink gradient (same drawing as /favicon.svg). */
export function BrandMark({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-8', className)}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c5cff" />
          <stop offset="1" stopColor="#ff5d8f" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill={`url(#${gradient})`} />
      <path
        d="M18 45V29a7 7 0 0 1 14 0v16M32 29a7 7 0 0 1 14 0v16"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
