import { Anchor, Compass, Flame, Heart, type LucideIcon, Map as MapIcon, MoonStar, ShieldCheck, Sparkles } from 'lucide-react';
import { motion } from 'motion/react';
import { cn } from '@client/lib/cn';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import type { ArchetypeName } from '@shared/domain/assessment/archetypes';
import type { ArchetypeDisplay } from '../lib/archetypes';

const ICONS: Record<ArchetypeName, LucideIcon> = {
  'The Explorer': Compass,
  'The Confidant': ShieldCheck,
  'The Romantic': Heart,
  'The Spark': Flame,
  'The Anchor': Anchor,
  'The Strategist': MapIcon,
  'The Dreamer': MoonStar,
};

/** The reveal's hero: the person's archetype, its one-line hook and what it means. */
export function ArchetypeCard({ archetype, className }: { archetype: ArchetypeDisplay; className?: string }) {
  const Icon = archetype.key ? ICONS[archetype.key] : Sparkles;
  const reducedMotion = usePrefersReducedMotion();
  return (
    <section
      aria-labelledby="archetype-name"
      className={cn(
        'relative rounded-[2rem] bg-linear-to-br from-dusk/70 via-fuchsia-500/40 to-maya/70 p-px shadow-2xl shadow-maya/10',
        className,
      )}
    >
      <div className="relative overflow-hidden rounded-[calc(2rem-1px)] bg-night/95 px-6 py-7 sm:px-8 sm:py-9">
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-20 size-64 rounded-full bg-maya/20 blur-3xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-28 -left-16 size-64 rounded-full bg-dusk/25 blur-3xl" />

        <div className="relative flex flex-col items-start gap-5">
          <div className="relative grid size-16 place-items-center rounded-2xl bg-linear-to-br from-dusk to-maya shadow-lg shadow-maya/30 sm:size-18">
            {!reducedMotion && (
              // One soft pulse as the card lands: the "this is you" moment.
              <motion.span
                aria-hidden="true"
                className="absolute inset-0 rounded-2xl ring-2 ring-maya-light"
                initial={{ opacity: 0.7, scale: 1 }}
                animate={{ opacity: 0, scale: 1.6 }}
                transition={{ duration: 1.2, delay: 0.7, ease: 'easeOut' }}
              />
            )}
            <Icon aria-hidden="true" className="size-8 text-white sm:size-9" strokeWidth={1.75} />
          </div>
          <div>
            <p className="text-xs font-semibold tracking-[0.2em] text-maya-light uppercase">Your archetype</p>
            <h2 id="archetype-name" className="mt-2 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
              {archetype.name}
            </h2>
            <p className="mt-2 text-lg font-medium text-white/90">{archetype.tagline}</p>
          </div>
          <p className="text-base leading-relaxed text-pretty text-white/75">{archetype.description}</p>
        </div>
      </div>
    </section>
  );
}
