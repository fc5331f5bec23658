import type { Decision, Persona, TranscriptEntry } from '../matching/persona';
import { compatibility, type CompatibilityComponent } from '../matching/compatibility';
import { sharedInterests } from '../matching/shared-interests';
import type { Reason } from './verdict-reasons';
import { decideWeek, times, VERDICT_RULE, weekReasons } from './week-decision';
import { weekSignals, type WeekSignals } from './week-signals';

const list = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** A profile component as a reason: strong ones for, weak ones against, mixed ones left out. */
const componentReason = (c: CompatibilityComponent): Reason | null =>
  c.band === 'strong' ? { tone: 'positive', text: c.reason } : c.band === 'weak' ? { tone: 'negative', text: c.reason } : null;

export interface WeekVerdict {
  score: number;
  decision: Decision;
  confidence: number;
  /** The score once, then the week, interests and profile. */
  why: Reason[];
  sharedInterests: string[];
  signals: WeekSignals;
}

/** Everything the results card needs, from the two personas (A is "you") and the week's transcript. */
export function weekVerdict(
  input: { personaA: Persona; personaB: Persona; transcript: readonly TranscriptEntry[] },
  limit = 8,
): WeekVerdict {
  const { score, components } = compatibility(input.personaA.personality_traits, input.personaB.personality_traits);
  const signals = weekSignals(input.transcript);
  const { decision, confidence } = decideWeek(score, signals);
  const match = input.personaB.name.trim().split(/\s+/)[0] || 'your match';
  const shared = sharedInterests(input.personaA.social.topics, input.personaB.social.topics);
  const scoreTone = score >= VERDICT_RULE.yesAtLeast ? 'positive' : score < VERDICT_RULE.weakBelow ? 'negative' : 'neutral';
  const reasons: Reason[] = [
    { tone: scoreTone, text: `Personality compatibility ${Math.round(score * 100)}%` },
    ...weekReasons(signals, match),
    shared.length > 0
      ? { tone: 'positive', text: `You share ${times(shared.length, 'one interest', '{n} interests')}: ${list(shared)}` }
      : { tone: 'negative', text: `You and ${match} have no interests in common` },
    ...[...components]
      .sort((x, y) => y.contribution - x.contribution)
      .map(componentReason)
      .filter((r): r is Reason => r !== null)
      .slice(0, 3),
  ];
  return { score, decision, confidence, why: reasons.slice(0, limit), sharedInterests: shared, signals };
}
