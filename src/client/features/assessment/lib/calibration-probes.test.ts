import { describe, expect, it } from 'vitest';
import { calibrationProbeFor } from './calibration-probes';
import { sceneById } from '@shared/domain/assessment/scenes';

describe('calibration probes', () => {
  // No scene asks on hesitation any more; the rule is still part of the spec (§9), so it is tested on its own.
  const hesitationScene = {
    calibrationTriggers: [
      {
        condition: 'hesitation' as const,
        probeType: 'text_justification' as const,
        question: 'What were you weighing up?',
        threshold: 2000,
      },
    ],
  };
  const alwaysScene = sceneById('room-of-strangers')!;
  const fastScene = {
    calibrationTriggers: [
      {
        condition: 'fast_response' as const,
        probeType: 'voice_recording' as const,
        question: 'That was quick! What does your perfect weekend sound like?',
      },
    ],
  };
  const inconsistentScene = sceneById('cancelled-again')!;

  it('always fires for an always probe', () => {
    expect(calibrationProbeFor(alwaysScene, {})).toBe(alwaysScene.calibrationTriggers[0]);
  });

  it('fires a hesitation probe at 2000 ms or more, or on a hesitation event', () => {
    expect(calibrationProbeFor(hesitationScene, { reactionTimeMs: 1999 })).toBeNull();
    expect(calibrationProbeFor(hesitationScene, { reactionTimeMs: 2000 })).toBe(hesitationScene.calibrationTriggers[0]);
    expect(calibrationProbeFor(hesitationScene, { reactionTimeMs: 500, hesitated: true })).toBe(hesitationScene.calibrationTriggers[0]);
    expect(calibrationProbeFor(hesitationScene, {})).toBeNull();
  });

  it('fires a fast_response probe under 1500 ms (after clamping)', () => {
    expect(calibrationProbeFor(fastScene, { reactionTimeMs: 1499 })).toBe(fastScene.calibrationTriggers[0]);
    expect(calibrationProbeFor(fastScene, { reactionTimeMs: 1500 })).toBeNull();
    expect(calibrationProbeFor(fastScene, { reactionTimeMs: 10 })).toBe(fastScene.calibrationTriggers[0]);
    expect(calibrationProbeFor(fastScene, { reactionTimeMs: null })).toBeNull();
  });

  it('fires an inconsistent probe only when told the answer is inconsistent', () => {
    expect(calibrationProbeFor(inconsistentScene, { inconsistent: true })).toBe(inconsistentScene.calibrationTriggers[0]);
    expect(calibrationProbeFor(inconsistentScene, { inconsistent: false, reactionTimeMs: 9000 })).toBeNull();
  });
});
