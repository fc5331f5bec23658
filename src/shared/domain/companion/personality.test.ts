import { describe, expect, it } from 'vitest';
import { adaptToEngagement, applyFeedback, DEFAULT_PERSONALITY, normalizePersonality } from './personality';

describe('companion personality (spec §3 defaults, §9 adaptation)', () => {
  it('starts at the spec defaults', () => {
    expect(DEFAULT_PERSONALITY).toEqual({
      empathyLevel: 0.8,
      adaptability: 0.7,
      proactiveness: 0.6,
      emotionalIntelligence: 0.9,
      communicationStyle: 'supportive',
      supportiveness: 0.85,
    });
    expect(normalizePersonality(null)).toEqual(DEFAULT_PERSONALITY);
    expect(normalizePersonality({ empathyLevel: 7, proactiveness: 0.4 })).toMatchObject({ empathyLevel: 0.8, proactiveness: 0.4 });
  });

  it('average engagement above 0.7 raises proactiveness by 0.2, at most 1', () => {
    const a = adaptToEngagement(DEFAULT_PERSONALITY, 0.71);
    expect(a.personality.proactiveness).toBe(0.8);
    expect(a.changes).toEqual([{ cause: 'high_engagement', trait: 'proactiveness', from: 0.6, to: 0.8 }]);
    expect(adaptToEngagement(a.personality, 0.9).personality.proactiveness).toBe(1);
    expect(adaptToEngagement({ ...DEFAULT_PERSONALITY, proactiveness: 1 }, 0.9)).toMatchObject({ changes: [], reason: null });
    expect(adaptToEngagement(DEFAULT_PERSONALITY, 0.7).changes).toEqual([]);
  });

  it('average engagement below 0.3 raises empathy and supportiveness by 0.1 each, at most 1', () => {
    const a = adaptToEngagement(DEFAULT_PERSONALITY, 0.29);
    expect(a.personality).toMatchObject({ empathyLevel: 0.9, supportiveness: 0.95, proactiveness: 0.6 });
    expect(a.reason).toContain('quieter');
    const b = adaptToEngagement(a.personality, 0.1);
    expect(b.personality).toMatchObject({ empathyLevel: 1, supportiveness: 1 });
    expect(adaptToEngagement(DEFAULT_PERSONALITY, 0.3).changes).toEqual([]);
  });

  it('too_empathetic lowers empathy by 0.1, not below 0.3', () => {
    expect(applyFeedback(DEFAULT_PERSONALITY, 'too_empathetic').personality.empathyLevel).toBe(0.7);
    expect(applyFeedback({ ...DEFAULT_PERSONALITY, empathyLevel: 0.35 }, 'too_empathetic').personality.empathyLevel).toBe(0.3);
    expect(applyFeedback({ ...DEFAULT_PERSONALITY, empathyLevel: 0.3 }, 'too_empathetic').changes).toEqual([]);
  });

  it('not_empathetic_enough raises empathy by 0.1, not above 1', () => {
    expect(applyFeedback(DEFAULT_PERSONALITY, 'not_empathetic_enough').personality.empathyLevel).toBe(0.9);
    expect(applyFeedback({ ...DEFAULT_PERSONALITY, empathyLevel: 0.95 }, 'not_empathetic_enough').personality.empathyLevel).toBe(1);
  });

  it('too_proactive lowers proactiveness by 0.15, not below 0.2, and says why', () => {
    const a = applyFeedback(DEFAULT_PERSONALITY, 'too_proactive');
    expect(a.personality.proactiveness).toBe(0.45);
    expect(a.reason).toBe('You asked for less advice, so I ask fewer questions and suggest less.');
    expect(applyFeedback({ ...DEFAULT_PERSONALITY, proactiveness: 0.25 }, 'too_proactive').personality.proactiveness).toBe(0.2);
  });

  it('not_proactive_enough raises proactiveness by 0.15, not above 1', () => {
    expect(applyFeedback(DEFAULT_PERSONALITY, 'not_proactive_enough').personality.proactiveness).toBe(0.75);
    expect(applyFeedback({ ...DEFAULT_PERSONALITY, proactiveness: 0.9 }, 'not_proactive_enough').personality.proactiveness).toBe(1);
  });
});
