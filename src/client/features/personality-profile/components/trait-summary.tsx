import { ArrowRight, RotateCw, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { TraitScoreBar } from '@client/components/profile/trait-score-bar';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useProfile } from '../api/get-profile';
import { archetypeDisplay } from '../lib/archetypes';
import { traitCards } from '../lib/reveal-view';

/**
 * The home's Profile: the archetype and the six traits (0-100 and how sure Maya is), without the
 * reveal's sentences; the whole profile is one link away on /reveal.
 */
export function TraitSummary() {
  const query = useProfile();
  const profile = query.data?.profile;
  const archetype = profile ? archetypeDisplay(profile.archetype) : null;
  return (
    <section
      aria-labelledby="trait-summary-title"
      className="flex flex-col gap-4 rounded-3xl border border-white/10 bg-night/80 p-4 shadow-2xl shadow-black/30 backdrop-blur-xl sm:p-7"
    >
      <div>
        <h2 id="trait-summary-title" className="text-lg font-semibold tracking-tight sm:text-xl">
          Your six traits
        </h2>
        {archetype && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-white/80">
            <Sparkles aria-hidden="true" className="size-4 shrink-0 text-maya-light" />
            {archetype.name}: {archetype.tagline}
          </p>
        )}
      </div>
      {profile ? (
        // Two columns while the card has the width; beside the other cards (lg), one.
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-x-6 lg:grid-cols-1">
          {traitCards(profile.hexaco_scores, profile.trait_evidence).map((card) => (
            <li key={card.trait}>
              <TraitScoreBar label={card.label} score={card.score} certainty={card.certainty} framed={false} />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-sm text-red-100">
          <p>We couldn&rsquo;t load your traits just now.</p>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RotateCw aria-hidden="true" /> Try again
          </Button>
        </div>
      ) : query.isPending ? (
        <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-white/5" />
      ) : (
        <p className="text-sm text-white/70">Your traits appear once you have taken the assessment.</p>
      )}
      {profile && (
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link to={paths.reveal}>
            See your whole profile
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      )}
    </section>
  );
}
