import { describe, expect, it, vi } from 'vitest';
import { resultFixture, startFixture } from '../lib/test-fixtures';
import { apiPaths } from '@client/config/paths';
import { followRun } from './run-stream';
import type { SimulationEvent } from './simulation-events';

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static last: FakeEventSource;
  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(event: string, data: unknown, id?: number) {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data), lastEventId: id === undefined ? '' : String(id) }));
  }
  drop(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
    this.onerror?.(new Event('error'));
  }
}

const follow = () => {
  const events: SimulationEvent[] = [];
  const onFailure = vi.fn();
  const stop = followRun('run-1', { onEvent: (e) => events.push(e), onFailure }, FakeEventSource as unknown as typeof EventSource);
  return { events, onFailure, stop, source: FakeEventSource.last };
};

const message = (n: number) => ({ role: n % 2 ? 'a' : 'b', text: `m${n}`, day: 1, window: 1 });

describe('reading a run with EventSource', () => {
  it('reads the run’s events path, each event once and in order, across a reconnect', () => {
    const { events, onFailure, source } = follow();
    expect(source.url).toBe(apiPaths.simulationRunEvents('run-1'));
    source.emit('start', startFixture, 1);
    source.emit('message', message(1), 2);
    source.drop(false); // the browser reconnects by itself with Last-Event-ID: 2
    source.emit('message', message(1), 2); // a server that repeats itself is not believed
    source.emit('message', message(2), 3);
    expect(events.map((e) => e.type)).toEqual(['start', 'message', 'message']);
    expect(onFailure).not.toHaveBeenCalled();
    expect(source.readyState).toBe(FakeEventSource.OPEN);
  });

  it('closes on the final result, so the browser does not reconnect', () => {
    const { events, source } = follow();
    source.emit('final', resultFixture, 9);
    expect(events.at(-1)).toEqual({ type: 'final', result: resultFixture });
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('fails with the server’s error event, prefixed once', () => {
    const { onFailure, source } = follow();
    source.emit('start', startFixture, 1);
    source.emit('error', { message: 'Simulation error: model down' }, 2);
    expect(onFailure).toHaveBeenCalledOnce();
    expect(onFailure.mock.calls[0]![0].message).toBe('Simulation error: model down');
    expect(onFailure.mock.calls[0]![1]).toBe(false);
  });

  it('tells a run it cannot read at all (404) from one that stopped midway', () => {
    const gone = follow();
    gone.source.drop(true);
    expect(gone.onFailure.mock.calls[0]![1]).toBe(true);
    const midway = follow();
    midway.source.emit('start', startFixture, 1);
    midway.source.drop(true);
    expect(midway.onFailure.mock.calls[0]![0].message).toBe('No simulation data received');
    expect(midway.onFailure.mock.calls[0]![1]).toBe(false);
  });

  it('refuses an event of the wrong shape', () => {
    const { onFailure, source } = follow();
    source.emit('message', { nope: true }, 1);
    expect(onFailure.mock.calls[0]![0].message).toBe('Invalid simulation response format');
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });
});
