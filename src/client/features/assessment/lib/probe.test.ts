import { describe, expect, it } from 'vitest';
import { SCENES } from '@shared/domain/assessment/scenes';
import type { PublicScene } from '@shared/schemas/assessment';
import { DEFAULT_FORCED_CHOICES, forcedChoiceQuestion, forcedChoices, likertScale, probeForAnswer, toDomainScene } from './probe';

const scenes: PublicScene[] = SCENES.map((s) => ({ ...s }));
const byTrigger = (condition: string) => scenes.find((s) => s.calibrationTriggers[0]?.condition === condition)!;

describe('when a probe fires', () => {
  const base = { hesitated: false, earlier: [], scenes };
  it('always, for an "always" scene', () => {
    const scene = byTrigger('always');
    expect(probeForAnswer({ ...base, scene, optionValue: scene.options[0]!.value, reactionTimeMs: 5000 })?.condition).toBe('always');
  });
  // No scene asks on hesitation or on a fast answer any more (issue 17); the rules stay, tested on a scene of their own.
  const withTrigger = (condition: string): PublicScene => ({
    ...scenes[0]!,
    calibrationTriggers: [
      {
        condition,
        probeType: 'text_justification',
        question: 'What were you weighing up?',
        ...(condition === 'hesitation' ? { threshold: 2000 } : {}),
      },
    ],
  });
  it('on hesitation: a tracked hesitation or a slow answer', () => {
    const scene = withTrigger('hesitation');
    const option = scene.options[0]!.value;
    expect(probeForAnswer({ ...base, scene, optionValue: option, reactionTimeMs: 1800 })).toBeNull();
    expect(probeForAnswer({ ...base, scene, optionValue: option, reactionTimeMs: 1800, hesitated: true })).not.toBeNull();
    expect(probeForAnswer({ ...base, scene, optionValue: option, reactionTimeMs: 2500 })).not.toBeNull();
  });
  it('on a fast response', () => {
    const scene = withTrigger('fast_response');
    const option = scene.options[0]!.value;
    expect(probeForAnswer({ ...base, scene, optionValue: option, reactionTimeMs: 600 })).not.toBeNull();
    expect(probeForAnswer({ ...base, scene, optionValue: option, reactionTimeMs: 6000 })).toBeNull();
  });
  it('on an answer that contradicts earlier ones', () => {
    const scene = byTrigger('inconsistent');
    // Easy-going about the rain check, then unmatching over a cancelled date.
    expect(scene.id).toBe('cancelled-again');
    const earlier = [{ scene_id: 'rain-check', option_selected: 'no-worries' }];
    expect(probeForAnswer({ ...base, scene, optionValue: 'unmatch', reactionTimeMs: 5000, earlier })?.condition).toBe('inconsistent');
    expect(probeForAnswer({ ...base, scene, optionValue: 'offer-new-time', reactionTimeMs: 5000, earlier })).toBeNull();
  });
  it('drops triggers this client does not know', () => {
    const scene: PublicScene = {
      ...scenes[0]!,
      calibrationTriggers: [{ condition: 'moon_phase', probeType: 'likert_scale', question: 'q' }],
    };
    expect(toDomainScene(scene).calibrationTriggers).toEqual([]);
  });
});

describe('probe wording', () => {
  it('reads the two sides of a forced choice from the question', () => {
    expect(
      forcedChoices('When plans fall through, which is closer to you: "I let it go quickly" or "It stays with me for a while"?'),
    ).toEqual(['I let it go quickly', 'It stays with me for a while']);
    expect(forcedChoices('Closer to you: “Honest” or “Smooth”?')).toEqual(['Honest', 'Smooth']);
    expect(forcedChoices('Is that really you?')).toEqual([...DEFAULT_FORCED_CHOICES]);
  });
  it('asks the forced choice without repeating its two sides', () => {
    expect(
      forcedChoiceQuestion(
        'Not an easy one. When plans fall through, which is closer to you: "I let it go quickly" or "It stays with me for a while"?',
      ),
    ).toBe('Not an easy one. When plans fall through, which is closer to you?');
    expect(forcedChoiceQuestion('Is that really you?')).toBe('Is that really you?');
  });
  it('splits a likert question from its anchors', () => {
    expect(likertScale('How much does a room full of new people energise you? (1 = drains me, 5 = I love it)')).toEqual({
      question: 'How much does a room full of new people energise you?',
      low: 'drains me',
      high: 'I love it',
    });
    expect(likertScale('How sure are you?')).toEqual({ question: 'How sure are you?', low: 'Not at all', high: 'Very much' });
  });
});
