import { TRAITS, type HexacoScores } from '../../../shared/schemas/hexaco';
import { rngFor } from './offline/rng';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Spec §5: match persona scores are clamped to 0.1-0.9; agreeableness and honesty_humility to at least 0.4. */
export function clampMatchTraits(traits: HexacoScores): HexacoScores {
  const out = {} as HexacoScores;
  for (const trait of TRAITS) {
    const min = trait === 'agreeableness' || trait === 'honesty_humility' ? 0.4 : 0.1;
    const value = Number.isFinite(traits[trait]) ? traits[trait] : 0.5;
    out[trait] = round2(Math.min(0.9, Math.max(min, value)));
  }
  return out;
}

/**
 * A match's traits, computed by code rather than the model: close to the user's own (similar
 * values make easy conversation) with a seeded jitter of up to ±0.2, then clamped per spec.
 */
export function deriveMatchTraits(user: HexacoScores, seed: number): HexacoScores {
  const rng = rngFor(seed, 'match-traits');
  const jittered = {} as HexacoScores;
  for (const trait of TRAITS) jittered[trait] = user[trait] + (rng.next() - 0.5) * 0.4;
  return clampMatchTraits(jittered);
}
