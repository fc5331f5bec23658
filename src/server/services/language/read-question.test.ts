import { describe, expect, it } from 'vitest';
import { questionOf } from './read-question';

describe('questionOf: recall questions as people ask them (issue 32)', () => {
  it.each([
    ["Do you remember what city I'm living in?", 'home_city'],
    ["do you know where i'm living", 'home_city'],
    ['what town did i say i was in', 'home_city'],
    ['u remember what i do for a living?', 'job'],
    ['who do i work for again', 'workplace'],
    ['remind me where i grew up', 'hometown'],
    ['what did i call my hamster', 'pet:hamster'],
    ['do you remember my nieces name', 'family:niece'],
    ['do you recall my favourite band', 'favourite:band'],
    ['do you remember if i like tofu', 'taste:tofu'],
  ])('%s → %s', (text, slot) => {
    expect(questionOf(text)).toEqual({ slot });
  });

  it('talk that names no remembered slot, or asks Maya about herself, is no recall question', () => {
    expect(questionOf('what should i wear tonight')).toBeNull();
    expect(questionOf('where do you live, maya?')).toBeNull();
    expect(questionOf('I live in Zurich.')).toBeNull();
  });
});
