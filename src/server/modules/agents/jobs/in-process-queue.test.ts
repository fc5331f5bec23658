import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { JobDefinition } from '../../../lib/job-definition';
import type { ProposalReady } from './agent-events';
import type { AgentWork } from './agent-work';
import type { AgentJobs } from './agent-jobs';
import { startInProcessQueue } from './in-process-queue';

const INTERVAL_S = 30;
const retryable = () => Object.assign(new Error('model 429'), { retryable: true });

function fakeWork(members: string[] = []) {
  return {
    activeMembers: vi.fn<AgentWork['activeMembers']>(async (after) => (after ? [] : members)),
    pass: vi.fn<AgentWork['pass']>(async () => ({ newPairIds: [] })),
    pairWeek: vi.fn<AgentWork['pairWeek']>(async () => 'proposed' as const),
    expire: vi.fn<AgentWork['expire']>(async () => 0),
  };
}
const fakeLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
/** The event job another module defines (the channels' proposal-ready): a recording handler. */
const fakeProposalReady = () => ({
  name: 'proposal-ready',
  data: z.object({ pairId: z.string() }),
  handler: vi.fn<JobDefinition<ProposalReady>['handler']>(async () => ({ queued: 2 })),
});

describe('the in-process agent queue (embedded database)', () => {
  let queue: AgentJobs | undefined;
  const start = (work: AgentWork, log = fakeLog(), proposalReady = fakeProposalReady()) => {
    queue = startInProcessQueue({ work, events: { proposalReady }, log, intervalSeconds: INTERVAL_S });
    return log;
  };
  /** Lets the queue run what is due now: each job, and each job it sends, is its own 1 ms timer turn (Node runs a 0 ms timer after 1 ms). */
  const settle = async () => {
    for (let turn = 0; turn < 20; turn++) await vi.advanceTimersByTimeAsync(1);
  };

  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') }));
  afterEach(async () => {
    await queue?.stop();
    vi.useRealTimers();
  });

  it("runs each active member's pass at start, then each new pair's week, and expiry", async () => {
    const work = fakeWork(['a', 'b']);
    work.pass.mockImplementation(async (userId) => ({ newPairIds: userId === 'a' ? ['p1', 'p2'] : [] }));
    start(work);
    await settle();
    expect(work.pass.mock.calls.map(([userId]) => userId)).toEqual(['a', 'b']);
    expect(work.pairWeek.mock.calls.map(([pairId]) => pairId)).toEqual(['p1', 'p2']);
    expect(work.expire).toHaveBeenCalledTimes(1);
  });

  it('passes each member once a UTC day however often the fan-out runs, and again the next day', async () => {
    const work = fakeWork(['a']);
    start(work);
    await settle();
    await vi.advanceTimersByTimeAsync(10 * INTERVAL_S * 1000);
    expect(work.activeMembers.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(work.pass).toHaveBeenCalledTimes(1);
    expect(work.expire.mock.calls.length).toBeGreaterThanOrEqual(10);
    vi.setSystemTime(new Date('2026-11-28T00:00:05Z'));
    await vi.advanceTimersByTimeAsync(INTERVAL_S * 1000);
    expect(work.pass).toHaveBeenCalledTimes(2);
  });

  it('makes one pass of a double click on "turn on"', async () => {
    const work = fakeWork();
    start(work);
    await Promise.all([queue!.passSoon('a'), queue!.passSoon('a')]);
    await settle();
    expect(work.pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    await queue!.passSoon('a');
    await settle();
    expect(work.pass).toHaveBeenCalledTimes(2);
  });

  it("runs a person's own pass, and the weeks it leads to, before the daily round's", async () => {
    const work = fakeWork(['m1', 'm2', 'm3']);
    const order: string[] = [];
    work.pass.mockImplementation(async (userId) => {
      order.push(`pass ${userId}`);
      return { newPairIds: [`${userId}-pair`] };
    });
    work.pairWeek.mockImplementation(async (pairId) => (order.push(`week ${pairId}`), 'proposed' as const));
    work.expire.mockImplementation(async () => (order.push('expire'), 0));
    // The fan-out runs first and queues three passes; the person turns the agent on while the first runs.
    work.activeMembers.mockImplementation(async (after) => (after ? [] : ['m1', 'm2', 'm3']));
    start(work);
    await vi.advanceTimersByTimeAsync(1);
    await queue!.passSoon('me');
    await settle();
    const mine = order.indexOf('pass me');
    expect(order.slice(mine, mine + 2)).toEqual(['pass me', 'week me-pair']);
    expect(order.filter((step) => /^pass m\d/.test(step)).every((step) => order.indexOf(step) > mine + 1)).toBe(true);
  });

  it('backs a model 429 off (30 s, then 60 s) instead of failing the job', async () => {
    const work = fakeWork(['a']);
    work.pass.mockRejectedValueOnce(retryable()).mockRejectedValueOnce(retryable());
    const log = start(work);
    await settle();
    expect(work.pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(work.pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work.pass).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(work.pass).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work.pass).toHaveBeenCalledTimes(3);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('fails any other error once, logged, and runs the next job', async () => {
    const work = fakeWork(['a', 'b']);
    work.pass.mockRejectedValueOnce(new Error('a bug'));
    const log = start(work);
    await settle();
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(work.pass.mock.calls.map(([userId]) => userId)).toEqual(['a', 'b']);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![0]).toMatchObject({ job: 'agent-pass', data: { userId: 'a' } });
  });

  it("runs a week over the day's model budget again after the next UTC midnight, not before", async () => {
    const work = fakeWork(['a']);
    work.pass.mockResolvedValueOnce({ newPairIds: ['p1'] });
    work.pairWeek.mockResolvedValueOnce('deferred');
    start(work);
    await settle();
    expect(work.pairWeek).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(13 * 3600_000);
    expect(work.pairWeek).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 * 3600_000 + 1000);
    expect(work.pairWeek).toHaveBeenCalledTimes(2);
  });

  it('queues nothing more once stopped', async () => {
    const work = fakeWork(['a']);
    start(work);
    await settle();
    await queue!.stop();
    await vi.advanceTimersByTimeAsync(10 * INTERVAL_S * 1000);
    expect(work.activeMembers).toHaveBeenCalledTimes(1);
  });

  it("hands each proposed week's pair to the proposal-ready job, with its job id, before the rest of the daily round", async () => {
    const work = fakeWork(['m1', 'm2', 'm3']);
    const order: string[] = [];
    work.pass.mockImplementation(async (userId) => (order.push(`pass ${userId}`), { newPairIds: userId === 'me' ? ['p1'] : [] }));
    work.pairWeek.mockImplementation(async (pairId) => (order.push(`week ${pairId}`), 'proposed' as const));
    const proposalReady = fakeProposalReady();
    proposalReady.handler.mockImplementation(async ({ pairId }) => (order.push(`proposal-ready ${pairId}`), { queued: 2 }));
    const log = start(work, fakeLog(), proposalReady);
    // The fan-out queues three passes; the person turns the agent on while the first runs.
    await vi.advanceTimersByTimeAsync(1);
    await queue!.passSoon('me');
    await settle();
    expect(proposalReady.handler).toHaveBeenCalledTimes(1);
    const [data, context] = proposalReady.handler.mock.calls[0]!;
    expect(data).toEqual({ pairId: 'p1' });
    expect(context.jobId).toMatch(/^[0-9a-f-]{36}$/);
    // The job's own log lines name it.
    context.log.warn({ pairId: 'p1' }, 'a line');
    expect(log.warn).toHaveBeenCalledWith({ job: 'proposal-ready', jobId: context.jobId, pairId: 'p1' }, 'a line');
    const week = order.indexOf('week p1');
    expect(order.slice(week, week + 2)).toEqual(['week p1', 'proposal-ready p1']);
    expect(order.slice(week + 2).filter((step) => /^pass m\d/.test(step)).length).toBeGreaterThan(0);
  });

  it('sends proposal-ready for a week that finds its pair proposed already (a retried week), not for a declined or deferred one', async () => {
    const work = fakeWork(['a']);
    work.pass.mockResolvedValueOnce({ newPairIds: ['p1', 'p2', 'p3'] });
    work.pairWeek.mockImplementation(async (pairId) => (({ p1: 'skipped', p2: 'declined', p3: 'deferred' }) as const)[pairId]!);
    const proposalReady = fakeProposalReady();
    start(work, fakeLog(), proposalReady);
    await settle();
    expect(proposalReady.handler.mock.calls.map(([data]) => data)).toEqual([{ pairId: 'p1' }]);
  });

  it('retries an event job on a retryable error and fails it on any other, as it does its own jobs', async () => {
    const work = fakeWork(['a']);
    work.pass.mockResolvedValueOnce({ newPairIds: ['p1', 'p2'] });
    const proposalReady = fakeProposalReady();
    proposalReady.handler.mockRejectedValueOnce(retryable()).mockRejectedValueOnce(new Error('a bug'));
    const log = start(work, fakeLog(), proposalReady);
    await settle();
    // p1 backs off; p2 fails at once, logged with its data and job id.
    expect(proposalReady.handler.mock.calls.map(([data]) => data)).toEqual([{ pairId: 'p1' }, { pairId: 'p2' }]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![0]).toMatchObject({ job: 'proposal-ready', jobId: expect.any(String), data: { pairId: 'p2' } });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(proposalReady.handler.mock.calls.map(([data]) => data)).toEqual([{ pairId: 'p1' }, { pairId: 'p2' }, { pairId: 'p1' }]);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it("refuses an event job's data its schema does not accept, without running its handler", async () => {
    const work = fakeWork(['a']);
    work.pass.mockResolvedValueOnce({ newPairIds: ['p1'] });
    const proposalReady = { ...fakeProposalReady(), data: z.object({ pairId: z.string().uuid() }) };
    const log = start(work, fakeLog(), proposalReady);
    await settle();
    expect(work.pairWeek).toHaveBeenCalledTimes(1);
    expect(proposalReady.handler).not.toHaveBeenCalled();
    expect(log.error.mock.calls.map(([fields]) => (fields as { job: string }).job)).toEqual(['proposal-ready']);
  });

  it('debounces a job sent by name: a burst runs one at once and one at the next window, then one per later burst', async () => {
    const update = { name: 'ranker-update', data: z.object({}).passthrough(), handler: vi.fn(async () => ({})) };
    queue = startInProcessQueue({
      work: fakeWork(),
      events: { proposalReady: fakeProposalReady(), rankerUpdate: update },
      log: fakeLog(),
      intervalSeconds: INTERVAL_S,
    });
    const burst = () => Promise.all([1, 2, 3].map(() => queue!.trigger({ name: 'ranker-update', key: 'outcomes', debounceSeconds: 5 })));
    await burst();
    await settle();
    expect(update.handler).toHaveBeenCalledTimes(1);
    // The next window's job waits for its start (10:00:05), then covers what came after the first.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(update.handler).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(update.handler).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    await burst();
    await settle();
    expect(update.handler).toHaveBeenCalledTimes(3);
    await expect(queue.trigger({ name: 'no-such-job', key: 'k', debounceSeconds: 5 })).rejects.toThrow(
      'no job is defined by the name no-such-job',
    );
  });
});
