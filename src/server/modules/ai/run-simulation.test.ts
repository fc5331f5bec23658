import { describe, expect, it } from 'vitest';
import { createAiEngine } from './create-ai-engine';
import { runSimulation } from './run-simulation';
import { SAMPLE_PERSONA_A, SAMPLE_PERSONA_B } from './testing/sample-personas';

describe('runSimulation', () => {
  it('follows the plan it is given, as it is, one engine call per window', async () => {
    const plan = [
      { day: 1, window: 1, turns: 3 },
      { day: 1, window: 2, turns: 2 },
      { day: 2, window: 1, turns: 4 },
    ];
    const windows: { day: number; window: number; windowsToday: number }[] = [];
    const { transcript } = await runSimulation(createAiEngine({ AI_TIMEOUT_MS: 1000 }), {
      personaA: SAMPLE_PERSONA_A,
      personaB: SAMPLE_PERSONA_B,
      seed: 42,
      plan,
      onWindow: (_messages, at) => void windows.push(at),
    });
    expect(windows).toEqual([
      { day: 1, window: 1, windowsToday: 2 },
      { day: 1, window: 2, windowsToday: 2 },
      { day: 2, window: 1, windowsToday: 1 },
    ]);
    expect(plan.map((w) => transcript.filter((m) => m.day === w.day && m.window === w.window).length)).toEqual([3, 2, 4]);
  });
});
