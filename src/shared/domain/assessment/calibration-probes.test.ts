import { describe, expect, it } from 'vitest';
import { calibrationProbeFor } from './calibration-probes';
import { sceneById } from './scenes';

describe('calibration probes', () => {
  const hesitationScene = sceneById('table-for-two')!;
  const alwaysScene = sceneById('room-of-strangers')!;
  const fastScene = sceneById('long-weekend')!;
  const inconsistentScene = sceneById('wrong-chat')!;

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
