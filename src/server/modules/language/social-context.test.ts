import { describe, expect, it } from 'vitest';
import { classifyMessage, INITIAL_SOCIAL_CONTEXT, nextSocialContext, normalizeSocialContext } from './social-context';

describe('social context (spec §4.6)', () => {
  it('starts at initial_interaction, getting_to_know and neutral', () => {
    expect(normalizeSocialContext(undefined)).toEqual({
      currentSituation: 'initial_interaction',
      relationshipStage: 'getting_to_know',
      userEmotionalState: 'neutral',
      activeGoals: [],
      socialDynamics: {},
    });
  });

  it('a deep_conversation sets building_connection', () => {
    expect(nextSocialContext(INITIAL_SOCIAL_CONTEXT, { type: 'deep_conversation', content: 'x' }).relationshipStage).toBe(
      'building_connection',
    );
  });

  it('personal_sharing sets deepening_bond, and the stage never moves back', () => {
    const shared = nextSocialContext(INITIAL_SOCIAL_CONTEXT, { type: 'personal_sharing', content: 'x' });
    expect(shared.relationshipStage).toBe('deepening_bond');
    expect(nextSocialContext(shared, { type: 'deep_conversation', content: 'x' }).relationshipStage).toBe('deepening_bond');
  });

  it('the emotional state takes the detected emotion unless it is neutral', () => {
    const sad = nextSocialContext(INITIAL_SOCIAL_CONTEXT, { type: 'message', content: 'I feel so lonely and sad' });
    expect(sad.userEmotionalState).toBe('sad');
    expect(nextSocialContext(sad, { type: 'message', content: 'What time is it' }).userEmotionalState).toBe('sad');
  });

  it('classifies personal sharing, deep conversation and plain messages', () => {
    expect(classifyMessage('My sister is visiting')).toBe('personal_sharing');
    expect(classifyMessage('hello there', 1)).toBe('personal_sharing');
    expect(
      classifyMessage(
        `I keep wondering what I actually want from a relationship and whether the future I picture is realistic at all, it is a lot.`,
      ),
    ).toBe('deep_conversation');
    expect(classifyMessage('what is up')).toBe('message');
  });
});
