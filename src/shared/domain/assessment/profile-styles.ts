import { round2 } from '../../lib/math';
import { TRAITS, TRAIT_LABELS, type HexacoScores, type Trait } from './hexaco';
import { ARCHETYPES, DEFAULT_ARCHETYPE } from './archetypes';
import { bandOf, traitsByProminence, type Band } from './lifestyle-insights';
import {
  ADAPTABLE_LOVE_STYLE,
  ARCHETYPE_DESCRIPTIONS,
  COMBO_INSIGHTS,
  HIDDEN_STRENGTHS,
  LOVE_STYLES,
  STANDOUT,
  SUMMARY_PHRASES,
} from './profile-phrases';

/** The styles and sentences the profile builders derive from a score pattern (deterministic). */

export const describeArchetype = (archetype: string): string =>
  ARCHETYPE_DESCRIPTIONS[archetype] ?? ARCHETYPE_DESCRIPTIONS[DEFAULT_ARCHETYPE]!;

const percent = (score: number): number => Math.round(score * 100);
export const pick = <T>(band: Band, options: Record<Band, T>): T => options[band];

export const bands = (scores: HexacoScores): Record<Trait, Band> =>
  Object.fromEntries(TRAITS.map((t) => [t, bandOf(scores[t])])) as Record<Trait, Band>;

/** Two-sided traits of the profile, most pronounced first, as (trait, 'high' | 'low') pairs. */
export const pronounced = (scores: HexacoScores, count: number): Array<{ trait: Trait; side: 'high' | 'low' }> =>
  traitsByProminence(scores)
    .filter((t) => bandOf(scores[t]) !== 'mid')
    .slice(0, count)
    .map((trait) => ({ trait, side: bandOf(scores[trait]) as 'high' | 'low' }));

export const conflictStyle = (b: Record<Trait, Band>): string => {
  if (b.agreeableness === 'high') return 'accommodating';
  if (b.agreeableness === 'low') return b.honesty_humility === 'low' ? 'competitive' : 'direct';
  return 'collaborative';
};

export const communicationStyleLabel = (b: Record<Trait, Band>): string => {
  if (b.extraversion === 'high' && b.emotionality === 'high') return 'warm and expressive';
  if (b.extraversion === 'high') return 'playful and energetic';
  if (b.agreeableness === 'low') return 'direct and candid';
  if (b.agreeableness === 'high') return 'gentle and diplomatic';
  return 'thoughtful and measured';
};

/** Decision tempo from the median reaction time (documented in docs/assessment-scoring.md). */
export const decisionStyle = (
  medianReactionTimeMs: number | null | undefined,
  conscientiousness: number,
): 'intuitive' | 'deliberate' | 'balanced' => {
  if (typeof medianReactionTimeMs === 'number') {
    if (medianReactionTimeMs < 4000) return 'intuitive';
    if (medianReactionTimeMs > 12000) return 'deliberate';
    return 'balanced';
  }
  const b = bandOf(conscientiousness);
  return b === 'high' ? 'deliberate' : b === 'low' ? 'intuitive' : 'balanced';
};

/** The love style of the archetype's leading trait; The Explorer (or an unknown archetype) is adaptable. */
export const loveStyle = (archetype: string): string => {
  const trait = TRAITS.find((t) => ARCHETYPES[t] === archetype);
  return trait ? LOVE_STYLES[trait] : ADAPTABLE_LOVE_STYLE;
};

/**
 * The scores to look for in a partner. Similarity in honesty-humility, agreeableness and
 * conscientiousness goes with smoother relationships, so those are matched; a high-emotionality
 * person is matched with someone a little steadier; nobody is matched below 0.5 on agreeableness.
 */
export const idealMatchScores = (scores: HexacoScores): HexacoScores => ({
  honesty_humility: scores.honesty_humility,
  emotionality: scores.emotionality >= 0.6 ? round2((scores.emotionality + 0.5) / 2) : scores.emotionality,
  extraversion: scores.extraversion,
  agreeableness: Math.max(0.5, scores.agreeableness),
  conscientiousness: scores.conscientiousness,
  openness: scores.openness,
});

export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const personalitySummary = (scores: HexacoScores): string => {
  const top = traitsByProminence(scores).slice(0, 3);
  const [first, second, third] = top.map((t) => SUMMARY_PHRASES[t][bandOf(scores[t])]);
  return `${capitalise(first!)}, and ${second}. On top of that, ${third}.`;
};

export const datingStyle = (scores: HexacoScores): string => {
  const b = bands(scores);
  const firstDate = pick(b.openness, {
    high: 'Your ideal first date is something neither of you has done before',
    mid: 'Your ideal first date is a good spot with room to talk',
    low: 'Your ideal first date is a favourite place where you can relax and be yourself',
  });
  const energy = pick(b.extraversion, {
    high: 'with a lively crowd around you',
    mid: 'somewhere with a bit of buzz',
    low: 'somewhere quiet enough to really talk',
  });
  const pace = pick(b.conscientiousness, {
    high: 'You like to know where things are heading and you follow through on plans.',
    mid: 'You let things develop at a natural pace, with enough structure to feel secure.',
    low: 'You let chemistry lead and are happy to see where a night takes you.',
  });
  const openness = pick(b.emotionality, {
    high: 'You open up when you feel safe, and you want a partner who checks in.',
    mid: 'You share more as trust builds.',
    low: 'You keep things light at first and open up on your own terms.',
  });
  return `${firstDate}, ${energy}. ${pace} ${openness}`;
};

export const habitsVibe = (scores: HexacoScores): string => {
  const b = bands(scores);
  const lines = [
    pick(b.extraversion, {
      high: 'Your week runs on plans with friends and your phone is rarely quiet.',
      mid: 'You balance nights out with nights in and know which one you need.',
      low: 'You protect your downtime: good food, a good book or show, and a few close people.',
    }),
    pick(b.conscientiousness, {
      high: 'You like a tidy calendar and a plan for the weekend.',
      mid: 'You keep the essentials organised and improvise the rest.',
      low: 'You keep your schedule loose and your options open.',
    }),
    pick(b.openness, {
      high: 'There is always a new place, playlist or idea on your list.',
      mid: 'You try new things now and then, and keep a few favourites on repeat.',
      low: 'You have your go-to spots and rituals, and they never get old.',
    }),
  ];
  return lines.join(' ');
};

export const secretInsights = (scores: HexacoScores): string[] => {
  const b = bands(scores);
  const combos = COMBO_INSIGHTS.filter((c) => c.when(b)).map((c) => c.text);
  const strengths = pronounced(scores, 3).map(({ trait, side }) => HIDDEN_STRENGTHS[trait][side]);
  const fallback = 'You adapt to people more than you realise, which makes you easy to get along with in almost any setting.';
  const all = [...combos, ...strengths, fallback];
  return [...new Set(all)].slice(0, 3);
};

export const compatibilityFocus = (scores: HexacoScores): string => {
  const b = bands(scores);
  const who = b.honesty_humility === 'low' ? 'someone ambitious who matches your drive' : 'someone genuine who means what they say';
  const social = pick(b.extraversion, {
    high: 'can keep up with your social life',
    mid: 'enjoys nights out and nights in',
    low: 'values quiet time as much as you do',
  });
  const emotional = pick(b.emotionality, {
    high: 'brings a steady, reassuring presence',
    mid: 'is emotionally open',
    low: 'gives you room to be independent',
  });
  return `You click best with ${who}, ${social}, and ${emotional}.`;
};

/** Names what stands out most, or says the profile is balanced when no trait is 0.1 or more from the middle. */
export const distinctiveTrait = (scores: HexacoScores): string => {
  const strongest = traitsByProminence(scores)[0]!;
  if (Math.abs(scores[strongest] - 0.5) < 0.1)
    return 'Your traits are unusually balanced: no single one dominates, which makes you easy to get along with.';
  const side = scores[strongest] > 0.5 ? 'high' : 'low';
  return `What stands out most is ${STANDOUT[strongest][side]} (${TRAIT_LABELS[strongest]} ${percent(scores[strongest])}%).`;
};
