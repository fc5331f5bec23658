import { MapPin, MessagesSquare, RotateCw } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import type { MatchCardView } from '../lib/connections-view';
import { matchAvatarColour } from '@client/lib/avatar-colour';

export type MatchCardProps = {
  match: MatchCardView;
  onSimulate: () => void;
  simulating: boolean;
  simulated: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
};

// NOTE: one whole class, so Tailwind finds it.
const HEADER_GLOW =
  'bg-[radial-gradient(120%_100%_at_0%_0%,rgba(124,92,255,0.45),transparent_70%),radial-gradient(90%_90%_at_100%_0%,rgba(255,93,143,0.25),transparent_70%)]';

/** §2.9: the match Maya found, and the button that simulates a first conversation with them. */
export function MatchCard({ match, onSimulate, simulating, simulated, headingRef }: MatchCardProps) {
  return (
    <article
      aria-labelledby="match-heading"
      className="relative scroll-mt-24 overflow-hidden rounded-3xl border border-white/10 bg-night/80 shadow-2xl shadow-black/30 backdrop-blur-xl"
    >
      <div
        aria-hidden="true"
        className={'absolute inset-x-0 top-0 h-44 [mask-image:linear-gradient(to_bottom,black_40%,transparent)] ' + HEADER_GLOW}
      />
      <div className="relative p-5 sm:p-7">
        <p className="text-xs font-semibold tracking-[0.18em] text-white/70 uppercase">Your match</p>
        <div className="mt-4 flex items-center gap-4">
          <div
            aria-hidden="true"
            className={
              `grid size-18 shrink-0 place-items-center rounded-full ${matchAvatarColour(match.name)} text-2xl ` +
              `font-semibold shadow-lg shadow-maya/30 ring-4 ring-night sm:size-20`
            }
          >
            {match.initials}
          </div>
          <div className="min-w-0">
            <h2
              id="match-heading"
              ref={headingRef}
              tabIndex={-1}
              className="truncate text-2xl font-semibold tracking-tight outline-none sm:text-3xl"
            >
              {match.name}, <span className="font-normal text-white/80">{match.age}</span>
            </h2>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-white/70">
              <MapPin aria-hidden="true" className="size-4 text-maya-light" />
              <span className="sr-only">Location: </span>
              {match.location}
            </p>
          </div>
        </div>

        {match.bio && <p className="mt-5 text-base leading-relaxed text-pretty text-white/85">{match.bio}</p>}

        {match.interests.length > 0 && (
          <div className="mt-5">
            <h3 className="text-xs font-semibold tracking-[0.14em] text-white/60 uppercase">Shared interests</h3>
            <ul className="mt-2.5 flex flex-wrap gap-2">
              {match.interests.map((interest) => (
                <li key={interest} className="rounded-full bg-white/8 px-3 py-1 text-sm text-white/90 ring-1 ring-white/15">
                  {interest}
                </li>
              ))}
            </ul>
          </div>
        )}

        <Button
          size="lg"
          variant={simulated ? 'outline' : 'default'}
          className="mt-6 w-full sm:w-auto"
          onClick={onSimulate}
          disabled={simulating}
          aria-busy={simulating}
        >
          {simulating ? (
            <Spinner size="sm" label="Simulating your conversation" className="text-current" />
          ) : simulated ? (
            <RotateCw aria-hidden="true" />
          ) : (
            <MessagesSquare aria-hidden="true" />
          )}
          {simulating ? 'Simulating conversation…' : simulated ? 'Simulate again' : 'Start conversation simulation'}
        </Button>
      </div>
    </article>
  );
}
