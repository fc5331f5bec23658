import type { LucideIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';

/** The glowing gradient tile that opens a milestone screen (waitlist, hand-off, done). Decorative. */
export function HeroIcon({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <div className={cn('relative grid place-items-center', className)} aria-hidden="true">
      <div className="absolute size-32 rounded-full bg-maya/25 blur-3xl" />
      <div className="relative grid size-20 place-items-center rounded-3xl bg-linear-to-br from-dusk to-maya shadow-xl shadow-maya/30 ring-1 ring-white/20">
        <Icon className="size-10 text-white" strokeWidth={1.75} />
      </div>
    </div>
  );
}
