import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { automationSessions, personalityProfiles, profiles } from '../../db/schema';
import type { FlowFacts } from '../../../shared/domain/flow-steps';

/** Reads what the flow engine needs about one person (profile, personality profile, automation). */
export async function loadFlowFacts(db: Database, userId: string): Promise<FlowFacts> {
  const [profile] = await db
    .select({
      onboardingCompleted: profiles.onboardingCompleted,
      inviteStatus: profiles.inviteStatus,
      tinderConnected: profiles.tinderConnected,
      hingeConnected: profiles.hingeConnected,
      flowMarks: profiles.flowMarks,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  const [personality] = await db.select({ id: personalityProfiles.id }).from(personalityProfiles).where(eq(personalityProfiles.userId, userId)).limit(1);
  const [automation] = await db.select({ n: count() }).from(automationSessions).where(eq(automationSessions.userId, userId));
  return { profile: profile ?? null, hasPersonalityProfile: Boolean(personality), automationSessionCount: Number(automation?.n ?? 0) };
}

/** Records that a continue action finished a step (reveal, connections, simulation). Idempotent. */
export async function markStepComplete(db: Database, userId: string, step: string) {
  await db
    .update(profiles)
    .set({
      flowMarks: sql`(select coalesce(jsonb_agg(distinct m), '[]'::jsonb) from jsonb_array_elements_text(${profiles.flowMarks} || jsonb_build_array(${step}::text)) m)`,
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.userId, userId));
}
