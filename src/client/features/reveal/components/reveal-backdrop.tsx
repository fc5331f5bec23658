import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

/** The reveal's night sky: dusk glow from above, a pink warmth from below. */
export function RevealBackdrop({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id="main" className={cn('relative isolate min-h-dvh overflow-hidden bg-ink', className)}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(70rem_40rem_at_50%_-12%,rgba(124,92,255,0.28),transparent_60%),radial-gradient(50rem_32rem_at_85%_105%,rgba(255,93,143,0.16),transparent_60%),radial-gradient(40rem_28rem_at_0%_60%,rgba(124,92,255,0.10),transparent_60%)]"
      />
      {children}
    </main>
  );
}
