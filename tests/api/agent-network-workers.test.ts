import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedDemoMembers } from '../../src/server/modules/agents';
import { createScratchDatabase, jobStates, until } from './helpers/agent-jobs-db';
import { healthy, QUICK_JOBS_ENV, startWebProcess, startWorkerProcess, stopProcesses } from './helpers/agent-processes';
import { allWorked, jobsIn, networkCounts, sendDailyPass } from './helpers/agent-network-sql';

const base = process.env.TEST_DATABASE_URL;
const MEMBERS = 120;
const CONCURRENCY = 2;

// Web + 2 workers over PostgreSQL and Redis (issue 31 item 10): the real processes and the real (offline) engine.
describe.runIf(base)('the agent network on web + 2 worker processes, one killed mid-pass', () => {
  let db: Awaited<ReturnType<typeof createScratchDatabase>>;
  let handle: DatabaseHandle | undefined;
  const processes: ChildProcess[] = [];
  let webUrl = '';

  beforeAll(async () => {
    db = await createScratchDatabase(base!, 'maya_network');
    handle = await openDatabase({ url: db.url, dataDir: 'unused' });
    await migrate(handle);
    await seedDemoMembers(handle.db, { count: MEMBERS, seed: 31, near: 'Lyon' });
    await handle.close();
    handle = undefined;
    // NOTE: AGENT_JOBS_IN_WEB=false, as the ADR advises at scale: the web sends and schedules, only the
    // workers work, so the survivor alone must finish what the killed one held.
    const env = {
      ...QUICK_JOBS_ENV,
      DATABASE_URL: db.url,
      REDIS_URL: process.env.TEST_NETWORK_REDIS_URL ?? 'redis://127.0.0.1:6379/14',
      AGENT_JOBS_IN_WEB: 'false',
      AGENT_WORKER_CONCURRENCY: String(CONCURRENCY),
    };
    const [web, ...workers] = await Promise.all([startWebProcess(env), startWorkerProcess(env), startWorkerProcess(env)]);
    webUrl = web.url;
    processes.push(web.child, ...workers);
  }, 120_000);
  afterAll(async () => {
    await stopProcesses(processes, 'SIGKILL');
    await handle?.close();
    await db?.drop();
  });

  it('passes every member once and runs every week once, though a worker is SIGKILLed while weeks run', async () => {
    const [, victim] = processes as [ChildProcess, ChildProcess, ChildProcess];
    await sendDailyPass(db.url);

    // More weeks active than one worker's batch holds: both workers have weeks in hand.
    await until(async () => (await jobsIn(db.client, 'agent-week', 'active')) > CONCURRENCY, 120_000, 20);
    victim.kill('SIGKILL');

    // ≥ 1: the hourly cron (:07) may fan out again; the day's keys make it send nothing new.
    await until(async () => (await jobsIn(db.client, 'agent-daily', 'completed')) >= 1, 60_000);
    await until(() => allWorked(db.client), 240_000, 250);
    const states = await jobStates(db.client);
    expect(Object.keys(states).filter((key) => !key.endsWith(':completed') && key !== 'agent-week:created')).toEqual([]);
    expect(states['agent-pass:completed']).toBe(MEMBERS);

    const counts = await networkCounts(db.client);
    expect(counts).toMatchObject({ members: MEMBERS, passedToday: MEMBERS, distinctPairs: counts.pairs, proposedAt: counts.proposed });
    expect(counts.pairs).toBeGreaterThan(MEMBERS / 2);
    expect(counts.proposed + counts.declined).toBeGreaterThan(0);
    // Every pair still screened waits for tomorrow's week (over a member's model budget), none was lost.
    expect(counts.screenedNotDeferred).toBe(0);
    expect(counts.pairs).toBe(counts.proposed + counts.declined + counts.deferred);
    // The killed worker's jobs came back after their expiry and were completed by the survivor.
    expect(counts.retried).toBeGreaterThan(0);
    expect(await healthy(webUrl)).toBe(true);
  }, 360_000);
});
