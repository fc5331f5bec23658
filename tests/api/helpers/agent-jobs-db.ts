import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PGBOSS_SCHEMA } from '../../../src/server/modules/agents/testing';
import { PROPOSAL_READY_JOB } from '../../../src/server/modules/channels/testing';

/** The app's queues: the agent's own jobs and the event jobs it sends (ADR 050), not pg-boss's own. */
export const APP_JOBS = `(name like 'agent-%' or name = '${PROPOSAL_READY_JOB}')`;

/** A PostgreSQL database of its own for a file (pg-boss makes its schema in it), dropped after. */
export async function createScratchDatabase(base: string, prefix: string) {
  const name = `${prefix}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    url: url.toString(),
    client,
    drop: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Counts of the agent's jobs by queue and state, e.g. `{ 'agent-week:completed': 200 }`. */
export async function jobStates(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ key: string; n: string }>(
    `select name || ':' || state as key, count(*) as n from ${PGBOSS_SCHEMA}.job where name like 'agent-%' group by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
}

/** Polls until the app's queues hold no job that is due and not finished (deferred ones wait for tomorrow). */
export async function settled(client: pg.Client, timeoutMs = 60_000): Promise<void> {
  await until(async () => {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from ${PGBOSS_SCHEMA}.job
        where ${APP_JOBS} and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
    );
    return rows[0]!.n === '0';
  }, timeoutMs);
}

export async function until(check: () => Promise<boolean>, timeoutMs = 60_000, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not settled within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
