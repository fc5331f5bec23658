import { ArrowRight, HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { usePreferences } from '../api/get-preferences';

/**
 * On Introductions, while the person has not said who they'd like to meet: the agent cannot start
 * without it, so the first thing the home shows is the way to the card (in Settings).
 * Nothing while it loads, once it is saved, or if it cannot be read (Settings says why).
 */
export function PreferencesNudge() {
  const preferences = usePreferences();
  if (preferences.data !== null) return null;
  return (
    <section
      aria-labelledby="preferences-nudge-title"
      className="flex flex-col gap-3 rounded-3xl border border-maya/50 bg-night/80 p-4 ring-1 ring-maya/30 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-2xl bg-maya/15 text-maya-light ring-1 ring-maya/30"
        >
          <HeartHandshake className="size-5" />
        </span>
        <h2 id="preferences-nudge-title" className="text-lg font-semibold tracking-tight">
          First, tell Maya who you&rsquo;d like to meet
        </h2>
      </div>
      <p className="text-sm leading-relaxed text-white/75">
        Your agent starts looking for introductions once you do. A few facts, only used for matching.
      </p>
      <Button asChild className="w-full sm:w-auto sm:self-start">
        <Link to={paths.doneSettings}>
          Tell Maya in Settings
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
