import { describe, expect, it } from 'vitest';
import { planSimulation } from '@shared/domain/week/simulation-plan';
import { createAiEngine } from '@server/modules/ai';
import { SAMPLE_PERSONA_A, SAMPLE_PERSONA_B } from '../ai/testing/sample-personas';
import { runWeek } from './run-week';

describe('the week follows the one shared planner (issue 11 item 2)', () => {
  it('announces planSimulation(seed) and writes exactly that many messages in each window', async () => {
    const ai = createAiEngine({ AI_TIMEOUT_MS: 1000 });
    for (const seed of [1, 4242, 999_999]) {
      let announced: unknown;
      const result = await runWeek(ai, {
        personaA: SAMPLE_PERSONA_A,
        personaB: SAMPLE_PERSONA_B,
        seed,
        onStart: (plan) => {
          announced = plan;
        },
      });
      const plan = planSimulation(seed);
      expect(announced).toEqual(plan);
      const counts = plan.map((w) => result.transcript.filter((m) => m.day === w.day && m.window === w.window).length);
      expect(counts).toEqual(plan.map((w) => w.turns));
    }
  });

  it('waits for each message to be taken before writing the next', async () => {
    const ai = createAiEngine({ AI_TIMEOUT_MS: 1000 });
    const taken: number[] = [];
    let inFlight = 0;
    await runWeek(ai, {
      personaA: SAMPLE_PERSONA_A,
      personaB: SAMPLE_PERSONA_B,
      seed: 7,
      onMessage: async () => {
        inFlight++;
        expect(inFlight).toBe(1);
        await Promise.resolve();
        taken.push(inFlight--);
      },
    });
    expect(taken.length).toBe(planSimulation(7).reduce((n, w) => n + w.turns, 0));
  });
});
