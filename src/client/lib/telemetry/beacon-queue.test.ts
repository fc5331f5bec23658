import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionStatus } from '../connection-status';
import { createBeaconQueue } from './beacon-queue';

// NOTE: node project: a minimal document and window with event targets are enough for the queue.
const documentTarget = Object.assign(new EventTarget(), { visibilityState: 'visible' });
const windowTarget = new EventTarget();

describe('createBeaconQueue', () => {
  let posted: unknown[];
  let beacons: unknown[];
  beforeEach(() => {
    vi.useFakeTimers();
    posted = [];
    beacons = [];
    vi.stubGlobal('document', documentTarget);
    vi.stubGlobal('window', windowTarget);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        posted.push(JSON.parse(String(init.body)));
        return new Response(null, { status: 202 });
      }),
    );
    vi.stubGlobal('navigator', {
      sendBeacon: (_url: string, blob: Blob) => {
        beacons.push(blob);
        return true;
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const queue = () =>
    createBeaconQueue<number>({ url: '/api/metrics', body: (metrics) => ({ metrics }), maxBatch: 3, flushAfterMs: 10_000 });

  it('sends a batch 10 s after its first item, or at once when it is full', async () => {
    const q = queue();
    q.add(1);
    q.add(2);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(posted).toEqual([{ metrics: [1, 2] }]);
    q.add(3);
    q.add(4);
    q.add(5);
    await vi.advanceTimersByTimeAsync(0);
    expect(posted).toEqual([{ metrics: [1, 2] }, { metrics: [3, 4, 5] }]);
  });

  it('sends what is left in beacons when the page is hidden', async () => {
    const q = queue();
    // The full batch [1, 2, 3] is on its way; 4 waits for company when the page goes.
    for (const n of [1, 2, 3, 4]) q.add(n);
    windowTarget.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    expect(JSON.parse(await (beacons[0] as Blob).text())).toEqual({ metrics: [4] });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(posted).toEqual([{ metrics: [1, 2, 3] }]);
  });

  it('marks the connection syncing during a send, offline when it fails, and drops the batch', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        expect(connectionStatus.get()).toBe('syncing');
        if (fail) throw new TypeError('Failed to fetch');
        return new Response(null, { status: 202 });
      }),
    );
    const q = queue();
    q.add(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connectionStatus.get()).toBe('offline');
    fail = false;
    q.add(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connectionStatus.get()).toBe('online');
  });
});
