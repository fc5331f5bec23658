import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/server/db/client';
import type { AgentJobs } from '../../src/server/modules/agents';
import { startInProcessQueue, startPgBossQueue } from '../../src/server/modules/agents/testing';
import { proposalReadyJob } from '../../src/server/modules/channels';
import { keepPairSides, pairSideRows, rankerRefitJob, rankerUpdateJob } from '../../src/server/modules/matching';
import { TRAITS, type Trait } from '../../src/shared/domain/assessment/hexaco';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { addProposal, signedInMember } from './helpers/agent-fixtures';
import { until } from './helpers/agent-jobs-db';
import { ANA, BRUNO } from './helpers/inapp';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const idleWork = {
  activeMembers: async () => [],
  pass: async () => ({ newPairIds: [] }),
  pairWeek: async () => 'skipped' as const,
  expire: async () => 0,
};
const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

/**
 * The app's queue on this driver with the ranker's jobs, their schedules taken away: only a job sent by
 * name can run the update here (pg-boss on PostgreSQL, the in-process queue on PGlite).
 */
async function queueWithoutSchedules(db: Database): Promise<AgentJobs> {
  const events = {
    proposalReady: proposalReadyJob({ db }),
    rankerUpdate: { ...rankerUpdateJob({ db }), schedule: undefined },
    rankerRefit: { ...rankerRefitJob({ db }), schedule: undefined },
  };
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return startInProcessQueue({ work: idleWork, events, log: silent, intervalSeconds: 3600 });
  const url = new URL(base);
  url.pathname = `/${((await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
  return startPgBossQueue({
    url: url.toString(),
    work: idleWork,
    events,
    log: silent,
    workJobs: true,
    concurrency: 2,
    pollingIntervalSeconds: 0.5,
  });
}

const traits = (age: number, interests: string[]) => ({ age, lookingFor: 'long_term', interests, standings: standings(0.5) });
const standings = (x: number) => Object.fromEntries(TRAITS.map((t) => [t, x])) as Record<Trait, number>;

/** A proposal between a and b with both sides kept as the pass ranks them (so its decisions are learnable). */
async function rankedPair(db: Database, a: string, b: string): Promise<string> {
  const pairId = await addProposal(db, a, b);
  const features = {
    aScore: 0.8,
    bScore: 0.78,
    reciprocal: 0.79,
    compatibility: 0.6,
    km: 4,
    shared: 1,
    verdictA: null,
    verdictB: null,
    a: traits(31, ['hiking', 'jazz']),
    b: traits(33, ['hiking', 'cooking']),
  };
  await keepPairSides(db, pairSideRows(pairId, a, b, features));
  return pairId;
}

/** Outcomes the stored ranker has learned. */
const learned = async (db: Database) => {
  const result = await db.execute(sql`select (state ->> 'outcomes')::int as n from ranker_network where id = 'ranker'`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
};

const watermark = async (db: Database) => {
  const result = await db.execute(
    sql`select (select learned_until from ranker_network where id = 'ranker') as learned, (select max(at) from outcomes) as latest`,
  );
  const row = (result as unknown as { rows: { learned: string | Date | null; latest: string | Date | null }[] }).rows[0]!;
  const time = (v: string | Date | null) => (v === null ? null : new Date(v).getTime());
  return { learned: time(row.learned), latest: time(row.latest) };
};

/** ADR 064: an outcome saved sends `ranker-update` by name, debounced; the ranker learns it without its schedule. */
describe(`an outcome runs the ranker's update on ${testDriver()}`, () => {
  let app: FastifyInstance | undefined;
  let jobs: AgentJobs | undefined;
  afterEach(async () => {
    await app?.close();
    await jobs?.stop();
  });

  it('a decision on /done, then a burst of them, are learned within seconds with no schedule to run the update', async () => {
    const { db } = await getTestDatabase();
    app = await createTestApp({}, { agentJobs: { passSoon: async () => {}, trigger: (job) => jobs!.trigger(job), stop: async () => {} } });
    jobs = await queueWithoutSchedules(db);
    const ana = await signedInMember(app, db, ANA);
    const bruno = await signedInMember(app, db, BRUNO);
    const decide = (pairId: string, decision: string) =>
      ana.request({ method: 'POST', url: `/api/agent/proposals/${pairId}/decision`, payload: { decision } });

    const first = await decide(await rankedPair(db, ana.userId, bruno.userId), 'approve');
    expect(first.statusCode).toBe(200);
    await until(async () => {
      const w = await watermark(db);
      return w.learned !== null && w.learned === w.latest;
    }, 20_000);
    expect(await learned(db)).toBe(1);

    // Three more at once, each on a pair of its own: the one update at once and the next window's one learn all of them.
    const others = await Promise.all(
      ['Carla Mendes', 'Dora Lima', 'Eva Rocha'].map((name, i) => signedInMember(app!, db, { name, email: `member${i}@example.com` })),
    );
    const pairs = await Promise.all(others.map((o) => rankedPair(db, ana.userId, o.userId)));
    const answers = await Promise.all(pairs.map((p, i) => decide(p, i % 2 ? 'pass' : 'approve')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    await until(async () => {
      const w = await watermark(db);
      return w.learned === w.latest;
    }, 30_000);
    expect(await learned(db)).toBe(4);
    expect(silent.error).not.toHaveBeenCalled();
  }, 60_000);
});
