import { pairFeatures, score } from './ranking';
import type { PairFeatures, RankedMember, RankerState } from './ranking/types';

/**
 * Who the daily pass proposes (ADR 054 "Allocation"): candidates ranked by the learned chance that
 * both approve and meet (`pMeet`; before any outcome an increasing function of today's reciprocal
 * score, so the order is today's), weighed by how much room each side has for one more proposal.
 *
 *   weight(a, b) = pMeet(a, b) · room(b),   room(x) = 1 − open(x) / cap
 *
 * `open(x)` counts x's proposals still open (screened or proposed, x not yet decided). A busy member
 * is less likely to take up one more proposal, so the pair is less likely to become a date; at the
 * cap their room is 0 and they are skipped. The searcher's own room bounds how many pairs they get.
 * It weighs how busy people are, never how attractive one side is: popularity enters only through
 * pMeet, which is the chance that this pair's both sides say yes.
 */

export type RankInput = { userId: string; member: RankedMember; km: number };

export type Ranked<C extends RankInput> = C & { features: PairFeatures; pMeet: number; weight: number };

/** How much room a member with `open` open proposals has (0 at or over the cap). */
export const roomOf = (open: number, cap: number): number => Math.max(0, 1 - open / cap);

/** The candidates worth proposing, best first (ties: nearer, then by id), and how many `a` may still get. */
export function allocate<C extends RankInput>(
  state: RankerState,
  a: { userId: string; member: RankedMember; open: number },
  candidates: readonly C[],
  openOf: (userId: string) => number,
  cap: number,
): { ranked: Ranked<C>[]; room: number } {
  const ranked: Ranked<C>[] = [];
  for (const c of candidates) {
    const room = roomOf(openOf(c.userId), cap);
    if (room <= 0) continue;
    const features = pairFeatures(a.member, c.member, c.km);
    const { pMeet } = score(state, a.userId, c.userId, features);
    ranked.push({ ...c, features, pMeet, weight: pMeet * room });
  }
  ranked.sort((x, y) => y.weight - x.weight || x.km - y.km || (x.userId < y.userId ? -1 : 1));
  return { ranked, room: Math.max(0, cap - a.open) };
}
