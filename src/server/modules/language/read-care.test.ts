import { describe, expect, it } from 'vitest';
import { careOf } from './read-care';

describe('careOf', () => {
  it.each([
    "I don't want to be here anymore",
    'i keep thinking about ending it all',
    'sometimes i think about killing myself',
    'honestly everyone would be better off without me',
    'i want to die',
    'i cut myself again last night',
    'im going to take all my pills tonight',
    'i cant do this anymore, i just want it to stop',
    'been feeling suicidal for weeks',
    'there is no reason to live',
    'kms',
  ])('hears self-harm in %j', (text) => {
    expect(careOf(text)).toBe('self_harm');
  });

  it.each([
    'my ex hits me when I try to leave',
    'my husband beat me again',
    "he won't let me leave the house",
    'i was raped last year and i still cant sleep',
    'im scared of my boyfriend',
    'my partner threatened to kill me',
    'she slapped me in front of everyone',
    'he forced me to have sex',
    'my bf pushed me down the stairs',
  ])('hears abuse in %j', (text) => {
    expect(careOf(text)).toBe('abuse');
  });

  it.each([
    'the guy i met on saturday keeps following me home',
    'my match showed up at my work and wont leave me alone',
    'my date spiked my drink',
    'the person you introduced threatened me',
  ])('hears danger from a match in %j', (text) => {
    expect(careOf(text)).toBe('danger_from_match');
  });

  it('reads "he" as the introduced person when a relay is open', () => {
    expect(careOf('he grabbed me and i had to run', { introduced: true })).toBe('danger_from_match');
    expect(careOf('he grabbed me and i had to run')).toBe('abuse');
    expect(careOf('he showed up at my work and wont leave me alone', { introduced: true })).toBe('danger_from_match');
    expect(careOf('someone keeps following me home from the station')).toBe('abuse');
  });

  it.each([
    'this traffic is killing me',
    "I'd die for a taco right now",
    'dying to see that film',
    'he hit me up yesterday about drinks',
    'my friend beat me at chess again',
    'the ending was so sad',
    'i killed it at the gym today',
    'we watched suicide squad',
    'i want to end my shift early',
    "i don't want to be here at this party lol",
    'im scared of spiders',
    'she kicked me out of the group chat lol',
    'my brother pushed me to apply for the job',
  ])('leaves figures of speech as conversation: %j', (text) => {
    expect(careOf(text)).toBeNull();
  });
});
