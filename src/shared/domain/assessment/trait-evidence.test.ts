import { describe, expect, it } from 'vitest';
import { sceneById } from './scenes';
import { answer } from './test-fixtures';
import { centredEvidence, resolveResponses } from './trait-evidence';

describe('resolving responses', () => {
  it('drops unknown scenes and options and keeps the first answer to a scene', () => {
    const resolved = resolveResponses([
      answer('found-wallet', 'police-station'),
      answer('found-wallet', 'keep-the-cash'),
      answer('nope', 'x'),
      answer('wrong-chat', 'not-an-option'),
    ]);
    expect(resolved.map((a) => [a.scene.id, a.option.value])).toEqual([['found-wallet', 'police-station']]);
  });
});

describe('centred evidence', () => {
  it('is the chosen weight minus the scene mean, so it sums to 0 over a scene', () => {
    const scene = sceneById('found-wallet')!;
    // honesty-humility: .08, .03, -.08, .02, .05 → mean .02
    expect(centredEvidence(scene, scene.options[0]!, 'honesty_humility')).toBeCloseTo(0.06, 10);
    expect(centredEvidence(scene, scene.options[2]!, 'honesty_humility')).toBeCloseTo(-0.1, 10);
    const total = scene.options.reduce((s, o) => s + centredEvidence(scene, o, 'honesty_humility'), 0);
    expect(total).toBeCloseTo(0, 10);
  });
});
