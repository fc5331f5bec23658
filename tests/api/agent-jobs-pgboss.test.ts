import PgBoss from 'pg-boss';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { JobDefinition } from '../../src/server/lib/job-definition';
import { type ProposalReady, type AgentJobs } from '../../src/server/modules/agents';
import { PGBOSS_SCHEMA, startPgBossQueue, type AgentWork } from '../../src/server/modules/agents/testing';
import { APP_JOBS, createScratchDatabase, jobStates, settled, until } from './helpers/agent-jobs-db';

const base = process.env.TEST_DATABASE_URL;
const MEMBERS = ['m1', 'm2', 'm3', 'm4', 'm5'];
const retryable = () => Object.assign(new Error('model 429'), { retryable: true });

/** A fake engine that records what the jobs asked of it. */
function fakeWork() {
  return {
    activeMembers: vi.fn<AgentWork['activeMembers']>(async (after, limit) => MEMBERS.filter((m) => !after || m > after).slice(0, limit)),
    pass: vi.fn<AgentWork['pass']>(async () => ({ newPairIds: [] })),
    pairWeek: vi.fn<AgentWork['pairWeek']>(async () => 'proposed' as const),
    expire: vi.fn<AgentWork['expire']>(async () => 0),
  };
}

const fakeProposalReady = () => vi.fn<JobDefinition<ProposalReady>['handler']>(async () => ({ queued: 2 }));

// pg-boss needs PostgreSQL; the embedded database's queue is tested in src/server/modules/agents/jobs/in-process-queue.test.ts.
describe.runIf(base)('the agent jobs on pg-boss (PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof createScratchDatabase>>;
  let jobs: AgentJobs;
  /** Sends jobs by name, as pg-boss's cron does. */
  let sender: PgBoss;
  let work = fakeWork();
  let proposalReady = fakeProposalReady();
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

  beforeAll(async () => {
    db = await createScratchDatabase(base!, 'maya_jobs');
    jobs = await startPgBossQueue({
      url: db.url,
      // Each test swaps in a fresh fake through this indirection.
      work: {
        activeMembers: (...a) => work.activeMembers(...a),
        pass: (...a) => work.pass(...a),
        pairWeek: (...a) => work.pairWeek(...a),
        expire: (...a) => work.expire(...a),
      },
      events: {
        proposalReady: { name: 'proposal-ready', data: z.object({ pairId: z.string() }), handler: (...a) => proposalReady(...a) },
      },
      log,
      workJobs: true,
      concurrency: 2,
      pollingIntervalSeconds: 0.5,
    });
    sender = new PgBoss({ connectionString: db.url, schema: PGBOSS_SCHEMA, supervise: false, schedule: false, migrate: false });
    sender.on('error', () => {});
    await sender.start();
  });
  afterAll(async () => {
    await sender?.stop({ graceful: false });
    await jobs?.stop();
    await db?.drop();
  });
  beforeEach(async () => {
    await settled(db.client);
    await db.client.query(`delete from ${PGBOSS_SCHEMA}.job where ${APP_JOBS}`);
    work = fakeWork();
    proposalReady = fakeProposalReady();
    vi.clearAllMocks();
  });

  it('fans out one pass per member per UTC day, even when the daily job runs twice, and a week per new pair', async () => {
    work.pass.mockImplementation(async (userId) => ({ newPairIds: userId === 'm1' ? ['p1', 'p2'] : [] }));
    await sender.send('agent-daily', {});
    await until(async () => (await jobStates(db.client))['agent-daily:completed'] === 1);
    await sender.send('agent-daily', {});
    await until(async () => (await jobStates(db.client))['agent-daily:completed'] === 2);
    await settled(db.client);
    expect(work.pass.mock.calls.map(([userId]) => userId).sort()).toEqual(MEMBERS);
    expect(work.pairWeek.mock.calls.map(([pairId]) => pairId).sort()).toEqual(['p1', 'p2']);
    expect(await jobStates(db.client)).toEqual({ 'agent-daily:completed': 2, 'agent-pass:completed': 5, 'agent-week:completed': 2 });
  });

  it('backs a retryable error (model 429) off with pg-boss retries, then completes the job', async () => {
    work.activeMembers.mockResolvedValue([]);
    work.pairWeek.mockRejectedValueOnce(retryable());
    await sender.send('agent-week', { pairId: 'p1' });
    await until(async () => (await jobStates(db.client))['agent-week:retry'] === 1);
    const { rows } = await db.client.query<{ wait: number }>(
      `select extract(epoch from start_after - now())::float8 as wait from ${PGBOSS_SCHEMA}.job where name = 'agent-week'`,
    );
    // pg-boss's backoff: 30 s doubling, with jitter, so the first retry waits 30 to 60 s.
    expect(rows[0]!.wait).toBeGreaterThan(20);
    await db.client.query(`update ${PGBOSS_SCHEMA}.job set start_after = now() where name = 'agent-week' and state = 'retry'`);
    await settled(db.client);
    expect(work.pairWeek).toHaveBeenCalledTimes(2);
    expect(await jobStates(db.client)).toEqual({ 'agent-week:completed': 1 });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('fails any other error at once, logged, without retries', async () => {
    work.pass.mockRejectedValueOnce(new Error('a bug'));
    await sender.send('agent-pass', { userId: 'm1' });
    await settled(db.client);
    expect(work.pass).toHaveBeenCalledTimes(1);
    expect(await jobStates(db.client)).toEqual({ 'agent-pass:failed': 1 });
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it("queues a week over the day's model budget for the next UTC midnight, once however often it is deferred", async () => {
    work.pairWeek.mockResolvedValue('deferred');
    await sender.send('agent-week', { pairId: 'p1' });
    await sender.send('agent-week', { pairId: 'p1' });
    await settled(db.client);
    expect(work.pairWeek).toHaveBeenCalledTimes(2);
    const { rows } = await db.client.query<{ key: string; start: Date }>(
      `select singleton_key as key, start_after as start from ${PGBOSS_SCHEMA}.job where name = 'agent-week' and state = 'created'`,
    );
    const midnight = new Date(new Date().setUTCHours(24, 0, 0, 0));
    expect(rows).toEqual([{ key: `p1:${midnight.toISOString().slice(0, 10)}`, start: midnight }]);
  });

  it('makes one pass of a double click on "turn on"', async () => {
    await Promise.all([jobs.passSoon('m1'), jobs.passSoon('m1')]);
    await settled(db.client);
    expect(work.pass).toHaveBeenCalledTimes(1);
  });

  it("gives a person's own pass, and the weeks it leads to, priority over the daily round's", async () => {
    work.pass.mockImplementation(async (userId) => ({ newPairIds: [`${userId}-pair`] }));
    await jobs.passSoon('me');
    await settled(db.client);
    await sender.send('agent-daily', {});
    await settled(db.client);
    const { rows } = await db.client.query<{ name: string; data: Record<string, string>; priority: number }>(
      `select name, data, priority from ${PGBOSS_SCHEMA}.job where name in ('agent-pass', 'agent-week') order by name, priority desc`,
    );
    const priorityOf = (name: string, field: string, value: string) =>
      rows.find((r) => r.name === name && r.data[field] === value)?.priority;
    expect(priorityOf('agent-pass', 'userId', 'me')).toBe(1);
    expect(priorityOf('agent-week', 'pairId', 'me-pair')).toBe(1);
    expect(priorityOf('agent-pass', 'userId', 'm1')).toBe(0);
    expect(priorityOf('agent-week', 'pairId', 'm1-pair')).toBe(0);
  });

  it('runs proposal-ready once for a pair whose week job ran twice (the second finds it proposed), with its job id', async () => {
    work.activeMembers.mockResolvedValue([]);
    work.pairWeek.mockResolvedValueOnce('proposed').mockResolvedValueOnce('skipped');
    await sender.send('agent-week', { pairId: 'p1' });
    await settled(db.client);
    await sender.send('agent-week', { pairId: 'p1' });
    await settled(db.client);
    expect(work.pairWeek).toHaveBeenCalledTimes(2);
    expect(proposalReady).toHaveBeenCalledTimes(1);
    const [data, context] = proposalReady.mock.calls[0]!;
    expect(data).toEqual({ pairId: 'p1' });
    const { rows } = await db.client.query<{ id: string; state: string; key: string }>(
      `select id, state, singleton_key as key from ${PGBOSS_SCHEMA}.job where name = 'proposal-ready'`,
    );
    expect(rows).toEqual([{ id: context.jobId, state: 'completed', key: 'p1' }]);
  });

  it("backs a retryable error of proposal-ready off with pg-boss retries, as it does the agent's own jobs", async () => {
    work.activeMembers.mockResolvedValue([]);
    proposalReady.mockRejectedValueOnce(retryable());
    await sender.send('agent-week', { pairId: 'p2' });
    await until(async () => {
      const { rows } = await db.client.query(`select 1 from ${PGBOSS_SCHEMA}.job where name = 'proposal-ready' and state = 'retry'`);
      return rows.length === 1;
    });
    await db.client.query(`update ${PGBOSS_SCHEMA}.job set start_after = now() where name = 'proposal-ready' and state = 'retry'`);
    await settled(db.client);
    expect(proposalReady).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toMatchObject({ job: 'proposal-ready', jobId: expect.any(String) });
    expect(log.error).not.toHaveBeenCalled();
  });
});
