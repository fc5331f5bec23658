import { afterEach, describe, expect, it, vi } from 'vitest';
import { startInboxLoop } from './inbox-loop';

/** A queue of work items and the items being worked, each finished by the test. */
function board(items: number[]) {
  const waiting = [...items];
  const working = new Map<number, () => void>();
  let most = 0;
  const claim = vi.fn(async (limit: number) => waiting.splice(0, limit));
  const work = (item: number) =>
    new Promise<void>((resolve) => {
      working.set(item, () => (working.delete(item), resolve()));
      most = Math.max(most, working.size);
    });
  const finish = (item: number) => working.get(item)!();
  return { waiting, working, claim, work, finish, most: () => most };
}

describe('startInboxLoop', () => {
  afterEach(() => vi.useRealTimers());

  it('works at most `slots` items at once; a finished one frees its slot for the next at once', async () => {
    vi.useFakeTimers();
    const b = board([1, 2, 3, 4, 5]);
    const loop = startInboxLoop({ claim: b.claim, work: b.work, slots: 2, onError: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    expect([...b.working.keys()]).toEqual([1, 2]);
    b.finish(1);
    await vi.advanceTimersByTimeAsync(0);
    expect([...b.working.keys()]).toEqual([2, 3]);
    for (const item of [2, 3, 4]) {
      b.finish(item);
      await vi.advanceTimersByTimeAsync(0);
    }
    expect([...b.working.keys()]).toEqual([5]);
    expect(b.most()).toBe(2);
    b.finish(5);
    await loop.stop();
  });

  it('claims what was stored when kicked, and what became due on its interval; stop waits for the items being worked', async () => {
    vi.useFakeTimers();
    const b = board([]);
    const loop = startInboxLoop({ claim: b.claim, work: b.work, slots: 4, intervalMs: 500, onError: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    b.waiting.push(7);
    loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect([...b.working.keys()]).toEqual([7]);
    // Another process's update, or a retry whose backoff ended: found on the next interval.
    b.waiting.push(8);
    await vi.advanceTimersByTimeAsync(499);
    expect([...b.working.keys()]).toEqual([7]);
    await vi.advanceTimersByTimeAsync(1);
    expect([...b.working.keys()]).toEqual([7, 8]);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    b.finish(7);
    b.finish(8);
    await stopping;
    const claims = b.claim.mock.calls.length;
    b.waiting.push(9);
    loop.kick();
    await vi.advanceTimersByTimeAsync(5000);
    expect(b.claim.mock.calls.length).toBe(claims);
  });

  it('reports a failed claim or work and carries on', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let fail = true;
    const worked: number[] = [];
    const loop = startInboxLoop({
      claim: async () => {
        if (fail) throw new Error('database down');
        return worked.length ? [] : [1];
      },
      work: async (item: number) => {
        worked.push(item);
        throw new Error('bug');
      },
      slots: 1,
      intervalMs: 500,
      onError: (e) => errors.push(e),
    });
    await vi.advanceTimersByTimeAsync(0);
    fail = false;
    await vi.advanceTimersByTimeAsync(500);
    expect(worked).toEqual([1]);
    expect(errors.map((e) => (e as Error).message)).toEqual(['database down', 'bug']);
    await loop.stop();
  });
});
