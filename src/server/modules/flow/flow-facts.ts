import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { automationSessions, personalityProfiles, profiles, users } from '../../db/schema';
import type { FlowFacts } from '@shared/domain/flow/flow-steps';

const flowFactsOf = preparedPerDatabase((db) =>
  db
    .select({
      profile: {
        onboardingCompleted: profiles.onboardingCompleted,
        inviteStatus: profiles.inviteStatus,
        tinderConnected: profiles.tinderConnected,
        hingeConnected: profiles.hingeConnected,
        flowMarks: profiles.flowMarks,
      },
      hasPersonalityProfile: sql<boolean>`exists (select 1 from ${personalityProfiles} where ${personalityProfiles.userId} = ${users.id})`,
      automationSessionCount:
        sql<number>`(select count(*) from ${automationSessions} where ${automationSessions.userId} = ${users.id})`.mapWith(Number),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('flow_facts'),
);

/**
 * Reads what the flow engine needs about one person (profile, personality profile, automation) in
 * one round trip: GET /api/flow runs on every screen change (docs/decisions/011).
 */
export async function loadFlowFacts(db: Database, userId: string): Promise<FlowFacts> {
  const [row] = await flowFactsOf(db).execute({ userId });
  return {
    profile: row?.profile ?? null,
    hasPersonalityProfile: Boolean(row?.hasPersonalityProfile),
    automationSessionCount: row?.automationSessionCount ?? 0,
  };
}

/** Records that a continue action finished a step (reveal, connections, simulation). Idempotent. */
export async function markStepComplete(db: Database, userId: string, step: string) {
  await db
    .update(profiles)
    .set({
      flowMarks: sql`(select coalesce(jsonb_agg(distinct m), '[]'::jsonb)
        from jsonb_array_elements_text(${profiles.flowMarks} || jsonb_build_array(${step}::text)) m)`,
      updatedAt: sql`now()`,
    })
    .where(eq(profiles.userId, userId));
}
