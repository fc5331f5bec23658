import type { Db } from '../../db/client';
import { rankerPairSides } from '../../db/schema';
import type { MemberTraits, PairFeatures, Verdict } from './ranking/types';

/**
 * What the pass ranked a pair on, kept with the pair (ADR 054): the outcome is learned from the
 * features it was ranked on, not from profiles as they are by the time of the refit. One row per
 * side, each holding only its own member's traits, so a member's export holds nothing of the other's.
 */

/** The pair's numbers, the same from either side. */
type PairNumbers = { reciprocal: number; compatibility: number; km: number | null; shared: number };

export type PairSideRow = typeof rankerPairSides.$inferInsert;

/** The two rows of pair `pairId` between a and b, from the features the pass scored (oriented a → b). */
export function pairSideRows(pairId: string, a: string, b: string, f: PairFeatures): PairSideRow[] {
  const pair: PairNumbers = { reciprocal: f.reciprocal, compatibility: f.compatibility, km: f.km, shared: f.shared };
  const row = (userId: string, ownScore: number, traits: MemberTraits): PairSideRow => ({
    pairId,
    userId,
    ownScore,
    traits: traits as unknown as Record<string, unknown>,
    pair: pair as unknown as Record<string, unknown>,
  });
  return [row(a, f.aScore, f.a), row(b, f.bScore, f.b)];
}

export type StoredSide = { ownScore: number; traits: unknown; pair: unknown };

/** The features of the pair from `mine` to `theirs` (both rows of one pair), with each side's week verdict. */
export function featuresFromSides(
  mine: StoredSide,
  theirs: StoredSide,
  verdicts: { mine: Verdict | null; theirs: Verdict | null },
): PairFeatures {
  const pair = mine.pair as PairNumbers;
  return {
    aScore: mine.ownScore,
    bScore: theirs.ownScore,
    reciprocal: pair.reciprocal,
    compatibility: pair.compatibility,
    km: pair.km,
    shared: pair.shared,
    verdictA: verdicts.mine,
    verdictB: verdicts.theirs,
    a: mine.traits as MemberTraits,
    b: theirs.traits as MemberTraits,
  };
}

/** Keeps the rows of new pairs (a pair's rows are written once, with the pair). */
export async function keepPairSides(db: Db, rows: PairSideRow[]): Promise<void> {
  if (rows.length) await db.insert(rankerPairSides).values(rows).onConflictDoNothing();
}
