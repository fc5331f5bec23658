import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDispatcherLoop } from './dispatcher-loop';

const idle = { sent: 0, retried: 0, failed: 0 };

describe('startDispatcherLoop', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks at once, then every interval; a kick ticks at once; stop waits for a running tick and ends the ticks', async () => {
    vi.useFakeTimers();
    const tick = vi.fn(async () => idle);
    const loop = startDispatcherLoop(tick, { intervalMs: 500, onError: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(2);
    loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(3);
    await loop.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('never runs two ticks at once, and runs again soon after a tick that sent something', async () => {
    vi.useFakeTimers();
    let running = 0;
    let most = 0;
    const tick = vi.fn(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 100));
      running -= 1;
      return tick.mock.calls.length === 1 ? { ...idle, sent: 1 } : idle;
    });
    const errors: unknown[] = [];
    const loop = startDispatcherLoop(tick, { intervalMs: 500, onError: (e) => errors.push(e) });
    await vi.advanceTimersByTimeAsync(10);
    loop.kick();
    loop.kick();
    await vi.advanceTimersByTimeAsync(90 + 50);
    expect(tick).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    const stopping = loop.stop();
    await vi.advanceTimersByTimeAsync(100);
    await stopping;
    expect(tick).toHaveBeenCalledTimes(2);
    expect(errors).toEqual([]);
  });
});
