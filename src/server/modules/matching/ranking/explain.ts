import type { Trait } from '@shared/domain/assessment/hexaco';
import { interestKey } from '@shared/domain/matching/shared-interests';
import { sideInputs } from './features';
import type { PairFeatures, Reason, RankerState } from './types';

/**
 * "Why Maya thinks it fits", from a's side (ADR 047 "Reasons"): the learned parts that raise the
 * chance a says yes to b most, in words. Only a's own decisions ("you tend to…") and the network's
 * anonymous weights ("people often…") are named; never b's popularity or b's own decisions, which
 * are other people's answers. With nothing learned that speaks for the pair, the profiles' fit.
 */

/** A part must add at least this much to the logit to be named. */
export const MIN_REASON_WEIGHT = 0.05;

const TRAIT_WORDS: Record<Trait, { high: string; low: string }> = {
  honesty_humility: { high: 'honest and modest', low: 'bold and self-assured' },
  emotionality: { high: 'sensitive and caring', low: 'calm and steady' },
  extraversion: { high: 'outgoing', low: 'quiet and reserved' },
  agreeableness: { high: 'patient and forgiving', low: 'frank and direct' },
  conscientiousness: { high: 'organised and reliable', low: 'spontaneous' },
  openness: { high: 'curious about new ideas', low: 'grounded and practical' },
};
const LOOKING_WORDS: Record<string, string> = {
  long_term: 'something long-term',
  short_term: 'something short-term',
  friendship: 'friendship',
  open: 'whatever comes',
};

/** The words for descriptor `key` with input `x`, from a's own taste or the network's; null when there is nothing to say. */
function describe(key: string, x: number, source: 'own' | 'network', f: PairFeatures): string | null {
  const you = source === 'own' ? 'You tend to say yes to' : 'People often say yes to';
  if (key.startsWith('interest:')) {
    const wanted = key.slice('interest:'.length);
    const label = f.b.interests.find((i) => interestKey(i) === wanted) ?? wanted;
    return `${you} people who love ${label}`;
  }
  if (key.startsWith('trait:')) {
    const words = TRAIT_WORDS[key.slice('trait:'.length) as Trait];
    return words ? `${you} people who are ${x > 0 ? words.high : words.low}` : null;
  }
  if (key.startsWith('looking:')) {
    const words = LOOKING_WORDS[key.slice('looking:'.length)];
    return words ? `${you} people looking for ${words}` : null;
  }
  if (key === 'older') return `${you} people a little ${x > 0 ? 'older' : 'younger'} than ${source === 'own' ? 'you' : 'themselves'}`;
  if (key === 'compatibility')
    return source === 'own' ? 'Your personalities fit, and that has counted in who you said yes to' : 'Your personalities fit';
  if (key === 'shared_interests')
    return source === 'own' ? 'You share interests, and that has counted in who you said yes to' : 'You share interests';
  return null;
}

const GLOBAL_WORDS: Record<string, (x: number) => string | null> = {
  verdict_own: (x) => (x > 0 ? 'Your agent’s week with them went well' : null),
  verdict_other: (x) => (x > 0 ? 'Their agent’s week with you went well' : null),
};

export const PROFILE_REASON =
  'Your profiles fit: personality, ages, distance and what you both look for. Maya learns your taste from your answers';

/** The top `limit` reasons, strongest first (`features` oriented a → b). */
export function explain(state: RankerState, a: string, b: string, features: PairFeatures, limit = 3): Reason[] {
  const inputs = sideInputs(features);
  const member = state.members[a];
  const reasons: Reason[] = [];
  const push = (source: Reason['source'], text: string | null, weight: number) => {
    if (text && weight >= MIN_REASON_WEIGHT) reasons.push({ source, text, weight });
  };
  for (const [key, x] of inputs.global) {
    const words = GLOBAL_WORDS[key];
    const slot = state.global[key];
    if (words && slot) push('network', words(x), slot[0] * x);
  }
  for (const [key, x] of inputs.descriptors) {
    const own = member?.taste?.[key];
    const network = state.global[`taste:${key}`];
    if (own) push('own', describe(key, x, 'own', features), own[0] * x);
    if (network) push('network', describe(key, x, 'network', features), network[0] * x);
  }
  const likes = member?.likes;
  const looks = state.members[b]?.looks;
  if (likes && looks)
    push(
      'network',
      'People whose yeses match yours have liked people like them',
      likes.reduce((sum, like, k) => sum + like[0] * (looks[k]?.[0] ?? 0), 0),
    );
  // The same words from two sources: keep the stronger.
  const seen = new Set<string>();
  const top = reasons
    .sort((x, y) => y.weight - x.weight || (x.text < y.text ? -1 : 1))
    .filter((r) => !seen.has(r.text) && seen.add(r.text))
    .slice(0, limit);
  return top.length ? top : [{ source: 'profile', text: PROFILE_REASON, weight: 0 }];
}
