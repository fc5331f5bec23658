import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import * as t from '../../src/server/db/schema';
import { createAiEngine } from '../../src/server/modules/ai';
import { PGBOSS_SCHEMA, agentConfig, runPass, startPgBossQueue } from '../../src/server/modules/agents/testing';
import type { AgentJobs } from '../../src/server/modules/agents';
import { RANKER_UPDATE_JOB, rankerRefitJob, rankerUpdateJob } from '../../src/server/modules/matching';
import { RANKER_REFIT_JOB, fit, learnNewOutcomes, learnableOutcomes } from '../../src/server/modules/matching/testing';
import { recordOutcome } from '../../src/server/modules/outcomes';
import { testConfig } from './helpers/test-app';
import { addMember, memberId } from './helpers/agent-members';
import { createScratchDatabase, until } from './helpers/agent-jobs-db';

const base = process.env.TEST_DATABASE_URL;
const NOW = new Date('2026-11-27T10:00:00Z');
const WOMEN = [2, 3, 4, 5, 6, 7, 8, 9];
const RANKER_JOBS = `name in ('${RANKER_UPDATE_JOB}', '${RANKER_REFIT_JOB}')`;

const idleWork = {
  activeMembers: async () => [],
  pass: async () => ({ newPairIds: [] }),
  pairWeek: async () => 'skipped' as const,
  expire: async () => 0,
};

/** A worker process: its own connection pool to the app's database, its own pg-boss. */
async function startWorker(url: string) {
  const handle = await openDatabase({ url, dataDir: '' });
  const jobs = await startPgBossQueue({
    url,
    work: idleWork,
    events: {
      proposalReady: { name: 'proposal-ready', data: z.object({ pairId: z.string() }), handler: async () => ({}) },
      rankerUpdate: rankerUpdateJob({ db: handle.db }),
      rankerRefit: rankerRefitJob({ db: handle.db }),
    },
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    workJobs: true,
    concurrency: 2,
    pollingIntervalSeconds: 0.5,
  });
  return { handle, jobs };
}

// Two workers need PostgreSQL (pg-boss); the jobs' code on PGlite is in matching-ranker.test.ts.
describe.runIf(base)('the ranker’s jobs with two workers on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let app: DatabaseHandle;
  let workers: { handle: DatabaseHandle; jobs: AgentJobs }[] = [];
  let sender: PgBoss;

  beforeAll(async () => {
    scratch = await createScratchDatabase(base!, 'maya_ranker');
    app = await openDatabase({ url: scratch.url, dataDir: '' });
    await migrate(app);
    workers = [await startWorker(scratch.url), await startWorker(scratch.url)];
    sender = new PgBoss({ connectionString: scratch.url, schema: PGBOSS_SCHEMA, supervise: false, schedule: false, migrate: false });
    sender.on('error', () => {});
    await sender.start();
  });
  afterAll(async () => {
    await sender?.stop({ graceful: false });
    for (const w of workers) {
      await w.jobs.stop();
      await w.handle.close();
    }
    await app?.close();
    await scratch?.drop();
  });

  const pending = async () => {
    const { rows } = await scratch.client.query<{ n: string }>(
      `select count(*) as n from ${PGBOSS_SCHEMA}.job where ${RANKER_JOBS} and state in ('created', 'retry', 'active')`,
    );
    return Number(rows[0]!.n);
  };

  it('learns every outcome exactly once while updates and refits race on both workers', async () => {
    const db = app.db;
    await addMember(db, { n: 1, gender: 'man', seeks: ['woman'] });
    for (const n of WOMEN) await addMember(db, { n });
    const deps = {
      db,
      ai: createAiEngine({ AI_TIMEOUT_MS: 20_000 }),
      config: { ...agentConfig(testConfig()), candidatesPerPass: WOMEN.length },
    };
    await runPass(deps, memberId(1), NOW);
    await db.update(t.agentPairs).set({ status: 'proposed', proposedAt: NOW });
    const pairs = await db.select({ id: t.agentPairs.id, low: t.agentPairs.lowUserId, high: t.agentPairs.highUserId }).from(t.agentPairs);
    expect(pairs).toHaveLength(WOMEN.length);

    let minute = 0;
    for (const [i, pair] of pairs.entries()) {
      const woman = pair.low === memberId(1) ? pair.high : pair.low;
      const at = () => new Date(NOW.getTime() + ++minute * 60_000);
      await recordOutcome(db, { userId: memberId(1), pairId: pair.id, kind: i % 2 ? 'approve' : 'pass', source: 'web', at: at() });
      await recordOutcome(db, { userId: woman, pairId: pair.id, kind: i % 3 ? 'approve' : 'pass', source: 'chat', at: at() });
      // Each outcome's update, sent by name, and now and then a refit, all at once on two workers.
      await sender.insert([
        { name: RANKER_UPDATE_JOB, data: {} },
        { name: RANKER_UPDATE_JOB, data: {} },
        ...(i % 3 === 0 ? [{ name: RANKER_REFIT_JOB, data: {} }] : []),
      ]);
    }
    await until(async () => (await pending()) === 0, 120_000);

    const { rows: states } = await scratch.client.query<{ name: string; state: string; n: string }>(
      `select name, state, count(*) as n from ${PGBOSS_SCHEMA}.job where ${RANKER_JOBS} group by 1, 2`,
    );
    expect(states.filter((s) => s.state !== 'completed')).toEqual([]);
    // A last update catches what a refit that ran first may not have seen; then the stored state is the fit of all.
    await sender.send(RANKER_UPDATE_JOB, {});
    await until(async () => (await pending()) === 0, 60_000);

    const stored = Object.fromEntries((await db.select().from(t.rankerMembers)).map((r) => [r.userId, r.params]));
    const expected = fit((await learnableOutcomes(db, null)).outcomes);
    const round = (v: unknown) => JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'number' ? Number(x.toFixed(9)) : x)));
    expect(round(stored)).toEqual(round(expected.members));
    const [network] = await db.select().from(t.rankerNetwork);
    expect((network!.state as { outcomes: number }).outcomes).toBe(2 * WOMEN.length);
    expect((stored[memberId(1)] as { n: number[] }).n.slice(0, 2)).toEqual([WOMEN.length, WOMEN.length / 2]);
  });

  it('waits for a worker that holds the ranker, then reads what it learned instead of learning it again', async () => {
    // Everything after NOW is new again; another worker (`other`) learns it all while holding the lock.
    await scratch.client.query(`update ranker_network set learned_until = $1`, [NOW]);
    const other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`select version from ranker_network where id = 'ranker' for update`);
      await other.query(`update ranker_network set learned_until = (select max(at) from outcomes), version = version + 1`);
      const running = learnNewOutcomes(workers[0]!.handle.db, NOW);
      await until(async () => {
        const { rows } = await scratch.client.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows[0]!.n !== '0';
      });
      await other.query('commit');
      expect(await running).toMatchObject({ learned: 0 });
    } finally {
      await other.end();
    }
  });

  it('runs two refits at once, one on each worker: the second waits for the first, both complete, nothing is lost', async () => {
    const db = app.db;
    const lockWaits = async () => {
      const { rows } = await scratch.client.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return Number(rows[0]!.n);
    };
    const [before] = await db.select().from(t.rankerNetwork);
    // Held by a third party until both workers are inside their refit, waiting on the network row.
    const holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`select version from ranker_network where id = 'ranker' for update`);
      await sender.insert([
        { name: RANKER_REFIT_JOB, data: {} },
        { name: RANKER_REFIT_JOB, data: {} },
      ]);
      await until(async () => (await lockWaits()) === 2, 60_000);
      await holder.query('commit');
    } finally {
      await holder.end();
    }
    await until(async () => (await pending()) === 0, 120_000);

    const { rows: failed } = await scratch.client.query(
      `select id from ${PGBOSS_SCHEMA}.job where name = '${RANKER_REFIT_JOB}' and state <> 'completed'`,
    );
    expect(failed).toEqual([]);
    const [after] = await db.select().from(t.rankerNetwork);
    expect(after!.version).toBe(before!.version + 2);
    expect(after!.refittedAt).not.toBeNull();
    const stored = Object.fromEntries((await db.select().from(t.rankerMembers)).map((r) => [r.userId, r.params]));
    const round = (v: unknown) => JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'number' ? Number(x.toFixed(9)) : x)));
    expect(round(stored)).toEqual(round(fit((await learnableOutcomes(db, null)).outcomes).members));
  });
});
