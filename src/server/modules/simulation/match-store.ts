import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { matches } from '../../db/schema';
import { toStorableJson } from '@shared/lib/storable-text';
import type { MatchProfile } from '@shared/schemas/simulation';
import { recordInteractions } from '@server/modules/conversation';

export interface StoredMatch {
  id: string;
  profile: MatchProfile;
  seed: number;
}

const columns = { id: matches.id, profile: matches.profile, seed: matches.seed };

/** The person's kept match (issue 12 item 1), or null before they found one. */
export async function currentMatch(db: Database, userId: string): Promise<StoredMatch | null> {
  const [row] = await db
    .select(columns)
    .from(matches)
    .where(and(eq(matches.userId, userId), isNull(matches.supersededAt)))
    .orderBy(desc(matches.createdAt))
    .limit(1);
  return row ?? null;
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Keeps `profile` as the person's match, superseding the one before ('Find another match').
 * Two searches at once: the database keeps one current match (unique partial index); the
 * loser's answer is the winner's match, so both screens show the same person.
 */
export async function keepMatch(db: Database, userId: string, profile: MatchProfile, seed: number): Promise<StoredMatch> {
  try {
    return await db.transaction(async (tx) => {
      await tx
        .update(matches)
        .set({ supersededAt: new Date() })
        .where(and(eq(matches.userId, userId), isNull(matches.supersededAt)));
      const [row] = await tx
        .insert(matches)
        .values({ userId, profile: toStorableJson(profile), seed })
        .returning(columns);
      // Issue 14: a match is an interaction Maya learns from (spec §3 type 'match'), stored with it or not at all.
      await recordInteractions(tx, userId, [
        {
          type: 'match',
          content: row!.profile.name,
          context: { matchId: row!.id, interests: row!.profile.interests.slice(0, 5) },
          engagementLevel: null,
          clientId: `match-${row!.id}`,
        },
      ]);
      return row!;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const winner = await currentMatch(db, userId);
    if (!winner) throw err;
    return winner;
  }
}
