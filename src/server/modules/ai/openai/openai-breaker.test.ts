import { describe, expect, it } from 'vitest';
import { runSimulation } from '../run-simulation';
import { scriptedModel } from '../testing/fake-openai-server';
import { SAMPLE_PERSONA_A, SAMPLE_PERSONA_B } from '../testing/sample-personas';
import { SHORT_TIMEOUT, NEVER_MS, windowInput, content, useFakeOpenAi } from '../testing/openai-engine-harness';

const fake = useFakeOpenAi();

describe('circuit breaker in front of a failing model', () => {
  const week = { personaA: SAMPLE_PERSONA_A, personaB: SAMPLE_PERSONA_B, seed: 42 };

  it('a model answering 429 forever: the week completes with fallbacks after a bounded number of calls', async () => {
    const { engine, usage } = fake.setup({ threshold: 5 });
    fake.handler = () => ({ kind: 'status', status: 429, headers: { 'retry-after-ms': '1' } });
    const { transcript, windows } = await runSimulation(engine, week);
    const conclusion = await engine.concludeSimulation({ ...week, transcript, score: 0.6, decision: 'MAYBE' });
    expect(new Set(transcript.map((m) => m.day))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(conclusion.week_summary.length).toBeGreaterThan(0);
    // Without the breaker: 3 attempts for each of the 14-21 windows and for the conclusion.
    expect(windows).toBeGreaterThanOrEqual(14);
    expect(fake.server.requests.length).toBeLessThanOrEqual(5 + 2);
    // Two operations reached the model (3 attempts, then 2 before the breaker opened); none after.
    expect(usage.entries).toHaveLength(2);
  });

  it('after the cool-down lets one trial call through; its success closes the breaker', async () => {
    const { engine, clock } = fake.setup({ threshold: 3, coolDownMs: 30_000 });
    fake.handler = () => ({ kind: 'status', status: 503 });
    expect(await engine.reason({ situation: 'hello' })).toBeNull();
    expect(fake.server.requests).toHaveLength(3);
    expect(await engine.reason({ situation: 'hello' })).toBeNull();
    expect(fake.server.requests).toHaveLength(3);
    clock.ms += 29_999;
    expect(await engine.reason({ situation: 'hello' })).toBeNull();
    expect(fake.server.requests).toHaveLength(3);

    clock.ms += 1;
    fake.handler = scriptedModel;
    // Half-open: of two calls at once, one is the trial and the other gets the fallback without a call.
    const [a, b] = await Promise.all([engine.reason({ situation: 'one' }), engine.reason({ situation: 'two' })]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(fake.server.requests).toHaveLength(4);
    expect(await engine.reason({ situation: 'closed again' })).not.toBeNull();
    expect(fake.server.requests).toHaveLength(5);
  });

  it('a failed trial reopens it for another cool-down', async () => {
    const { engine, clock } = fake.setup({ threshold: 2, coolDownMs: 30_000 });
    fake.handler = () => ({ kind: 'status', status: 500 });
    await engine.reason({ situation: 'hello' });
    expect(fake.server.requests).toHaveLength(2);
    clock.ms += 30_000;
    await engine.reason({ situation: 'trial' });
    expect(fake.server.requests).toHaveLength(3);
    clock.ms += 29_000;
    await engine.reason({ situation: 'still open' });
    expect(fake.server.requests).toHaveLength(3);
  });

  it('counts a hanging model (a timeout) as a failure', async () => {
    const { engine } = fake.setup({ threshold: 1 }, SHORT_TIMEOUT);
    fake.handler = () => ({ kind: 'slow', delayMs: NEVER_MS, then: content({ messages: [] }) });
    await engine.simulateWindow(windowInput);
    expect(fake.server.requests).toHaveLength(1);
    expect((await engine.simulateWindow(windowInput)).messages).toHaveLength(4);
    expect(fake.server.requests).toHaveLength(1);
  });

  it('is not tripped by answers that are merely invalid', async () => {
    const { engine } = fake.setup({ threshold: 2 });
    fake.handler = () => content('not json');
    for (let i = 0; i < 3; i++) await engine.reason({ situation: 'hello' });
    expect(fake.server.requests).toHaveLength(6);
  });
});
