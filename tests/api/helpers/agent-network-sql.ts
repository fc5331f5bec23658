import PgBoss from 'pg-boss';
import type pg from 'pg';
import { PGBOSS_SCHEMA } from '../../../src/server/modules/agents/testing';

/** Queues one daily fan-out (`agent-daily`) as the cron would. */
export async function sendDailyPass(url: string): Promise<void> {
  const sender = new PgBoss({ connectionString: url, schema: PGBOSS_SCHEMA, supervise: false, schedule: false, migrate: false });
  await sender.start();
  try {
    await sender.send('agent-daily', {});
  } finally {
    await sender.stop({ graceful: false });
  }
}

/** Jobs of a queue in a state, e.g. active weeks. */
export async function jobsIn(client: pg.Client, name: string, state: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${PGBOSS_SCHEMA}.job where name = $1 and state = $2`, [
    name,
    state,
  ]);
  return rows[0]!.n;
}

/**
 * What a daily pass left, in SQL: members in the pool and those passed today, pairs and distinct pairs,
 * proposals, pairs still `screened` without a week deferred to tomorrow, and jobs retried.
 */
type Count =
  | 'members'
  | 'passedToday'
  | 'pairs'
  | 'distinctPairs'
  | 'proposed'
  | 'proposedAt'
  | 'declined'
  | 'screenedNotDeferred'
  | 'deferred'
  | 'retried';

export async function networkCounts(client: pg.Client): Promise<Record<Count, number>> {
  const { rows } = await client.query<Record<Count, number>>(
    `select
       (select count(*)::int from member_preferences p join automation_sessions s on s.user_id = p.user_id and s.status = 'active') as members,
       (select count(*)::int from agent_members where (last_pass_at at time zone 'UTC')::date = (now() at time zone 'UTC')::date) as "passedToday",
       (select count(*)::int from agent_pairs) as pairs,
       (select count(distinct (low_user_id, high_user_id))::int from agent_pairs) as "distinctPairs",
       (select count(*)::int from agent_pairs where status = 'proposed') as proposed,
       (select count(*)::int from agent_pairs where proposed_at is not null) as "proposedAt",
       (select count(*)::int from agent_pairs where status = 'declined') as declined,
       (select count(*)::int from agent_pairs p where status = 'screened' and not exists (
          select 1 from ${PGBOSS_SCHEMA}.job j where j.name = 'agent-week' and j.state = 'created'
             and j.data->>'pairId' = p.id::text and j.start_after > now())) as "screenedNotDeferred",
       (select count(*)::int from ${PGBOSS_SCHEMA}.job where name = 'agent-week' and state = 'created' and start_after > now()) as deferred,
       (select count(*)::int from ${PGBOSS_SCHEMA}.job where name like 'agent-%' and retry_count > 0) as retried`,
  );
  return rows[0]!;
}

/** Empties the agent's tables and jobs for another daily pass over the same members. */
export async function resetAgentWork(client: pg.Client): Promise<void> {
  await client.query('truncate agent_pairs, agent_members cascade');
  const { rows } = await client.query<{ made: boolean }>(`select to_regclass('${PGBOSS_SCHEMA}.job') is not null as made`);
  if (!rows[0]!.made) return; // no worker has run on this database yet
  await client.query(`delete from ${PGBOSS_SCHEMA}.job where name like 'agent-%'`);
  await client.query(`delete from ${PGBOSS_SCHEMA}.archive where name like 'agent-%'`);
}

/**
 * Whether the agent's queues are done: nothing active, nothing waiting for a retry (a killed worker's
 * jobs back off after their expiry), nothing due; only weeks deferred to tomorrow may wait.
 */
export async function allWorked(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from ${PGBOSS_SCHEMA}.job
      where name like 'agent-%' and (state in ('active', 'retry') or (state = 'created' and start_after <= now()))`,
  );
  return rows[0]!.n === 0;
}
