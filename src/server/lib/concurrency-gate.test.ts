import { describe, expect, it } from 'vitest';
import { concurrencyGate } from './concurrency-gate';

/** A task that records how many run beside it, and finishes when told. */
function tasks() {
  let running = 0;
  let most = 0;
  const order: number[] = [];
  const finishers: (() => void)[] = [];
  const task = (n: number) => async () => {
    running++;
    most = Math.max(most, running);
    order.push(n);
    await new Promise<void>((resolve) => finishers.push(resolve));
    running--;
    if (n === 2) throw new Error('task 2 failed');
    return n;
  };
  const settle = () => new Promise((r) => setImmediate(r));
  return { task, finishers, order, most: () => most, settle };
}

describe('concurrencyGate', () => {
  it('runs at most `limit` tasks at once, the rest in the order they came, a failure freeing its slot too', async () => {
    const gate = concurrencyGate(2);
    const t = tasks();
    const results = [1, 2, 3, 4, 5].map((n) => gate(t.task(n)).catch((e: Error) => e.message));
    await t.settle();
    expect(t.order).toEqual([1, 2]);
    while (t.finishers.length) {
      t.finishers.shift()!();
      await t.settle();
      await t.settle();
    }
    expect(await Promise.all(results)).toEqual([1, 'task 2 failed', 3, 4, 5]);
    expect(t.order).toEqual([1, 2, 3, 4, 5]);
    expect(t.most()).toBe(2);
  });

  it('lets a task in at once when a slot is free, after a queue has drained', async () => {
    const gate = concurrencyGate(1);
    expect(await gate(async () => 'first')).toBe('first');
    expect(await gate(async () => 'second')).toBe('second');
  });
});
