import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIMULATION_MESSAGES, SimulationError, type SimulationEvent } from './simulation-events';
import { streamSimulation } from './stream-simulation';
import { resultFixture, startFixture } from '../lib/test-fixtures';

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A fetch answering one text/event-stream response made of these byte chunks. */
function stubStream(chunks: Uint8Array[], init: ResponseInit = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  const fetchMock = vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' }, ...init }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Cuts text into byte chunks of `size` (so multi-byte characters and frames get split). */
const bytes = (text: string, size: number) => {
  const all = new TextEncoder().encode(text);
  const out: Uint8Array[] = [];
  for (let i = 0; i < all.length; i += size) out.push(all.slice(i, i + size));
  return out;
};

const run = async () => {
  const events: SimulationEvent[] = [];
  const result = await streamSimulation({ signal: new AbortController().signal, onEvent: (e) => events.push(e) });
  return { events, result };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('streamSimulation', () => {
  const whole =
    sse('start', startFixture) +
    ': keep-alive\n\n' +
    sse('message', { role: 'b', text: 'Bonjour ☕️ — ça va?', day: 1, window: 1 }) +
    sse('message', { role: 'a', text: 'Hey you', day: 1, window: 1 }) +
    sse('final', resultFixture);

  it.each([1, 3, 7, 64, 100_000])('POSTs {} and delivers every event in order, in %i-byte chunks', async (size) => {
    const fetchMock = stubStream(bytes(whole, size));
    const { events, result } = await run();
    expect(fetchMock).toHaveBeenCalledWith('/api/simulation/stream', expect.objectContaining({ method: 'POST', body: '{}' }));
    expect(events.map((e) => e.type)).toEqual(['start', 'message', 'message', 'final']);
    expect(events[1]).toEqual({ type: 'message', message: { role: 'b', text: 'Bonjour ☕️ — ça va?', day: 1, window: 1 } });
    expect(result.compatibility_score).toBe(0.82);
  });

  it.each([
    [401, SIMULATION_MESSAGES.signedOut, 'signed-out'],
    [404, SIMULATION_MESSAGES.noProfile, 'no-profile'],
    [409, SIMULATION_MESSAGES.busy, 'busy'],
    [503, SIMULATION_MESSAGES.failedToStart, 'failed'],
  ] as const)('an HTTP %i before the stream is %s', async (status, message, kind) => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'x' }), { status, headers: { 'content-type': 'application/json' } })));
    await expect(run()).rejects.toMatchObject({ message, kind });
  });

  it("a network failure is 'Failed to start conversation simulation'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(run()).rejects.toThrow(SIMULATION_MESSAGES.failedToStart);
  });

  it("a stream that ends without 'final' is 'No simulation data received'", async () => {
    stubStream(bytes(sse('start', startFixture) + sse('message', { role: 'a', text: 'hi', day: 1, window: 1 }), 10));
    await expect(run()).rejects.toThrow(SIMULATION_MESSAGES.noData);
  });

  it("a malformed frame is 'Invalid simulation response format'", async () => {
    stubStream(bytes(sse('start', startFixture) + 'event: message\ndata: {"role":\n\n', 10));
    await expect(run()).rejects.toThrow(SIMULATION_MESSAGES.invalidFormat);
  });

  it("a JSON answer where a stream was expected is 'Invalid simulation response format'", async () => {
    stubStream(bytes('{"ok":true}', 100), { headers: { 'content-type': 'application/json' } });
    await expect(run()).rejects.toThrow(SIMULATION_MESSAGES.invalidFormat);
  });

  it("an error event is 'Simulation error: {message}', after the events before it", async () => {
    stubStream(bytes(sse('start', startFixture) + sse('error', { message: 'engine down' }), 5));
    const events: SimulationEvent[] = [];
    const failure = await streamSimulation({ signal: new AbortController().signal, onEvent: (e) => events.push(e) }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SimulationError);
    expect((failure as Error).message).toBe('Simulation error: engine down');
    expect(events.map((e) => e.type)).toEqual(['start']);
  });

  it('passes the abort signal to fetch and rejects with its AbortError', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))),
      ),
    );
    const pending = streamSimulation({ signal: controller.signal, onEvent: () => undefined });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
