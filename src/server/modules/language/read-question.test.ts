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

  it.each([
    ['ok so, which town do i live in', 'home_city'],
    ['you know my age right', 'age'],
    ["where'd i tell you i was born", 'hometown'],
    ['whered i say i work', 'workplace'],
    ['remembr what i do?', 'job'],
    ['do i like tofu do you remember', 'taste:tofu'],
  ])('with openers, tags, typos and run-on phrasing: %s → %s', (text, slot) => {
    expect(questionOf(text)).toEqual({ slot });
  });

  it('asks about what a question asks Maya to recall, not what the message tells first', () => {
    expect(questionOf('my flatmate asked if you remember my age. do you?')).toEqual({ slot: 'age' });
    expect(questionOf('i got promoted at work btw. which town am i in again')).toEqual({ slot: 'home_city' });
    expect(questionOf('my nan baked today, and what did i say my job was')).toEqual({ slot: 'job' });
  });

  it.each([
    ['tell me what i do for a living', 'job'],
    ['let me know where i grew up', 'hometown'],
    ['ok so can you tell me which city i live in', 'home_city'],
    ['guess where i live', 'home_city'],
    ['did i ever mention my sisters name', 'family:sister'],
    ['u still got my sisters name?', 'family:sister'],
    ['whats the name of the firm i work for', 'workplace'],
    ["what's the name of the street i live on", 'home_city'],
    ['whats my fave film, u remember?', 'favourite:film'],
    ['u know my name right, wbu', 'name'],
    ['ok cool. btw whats my dogs name', 'pet:dog'],
    ['is my name saved', 'name'],
  ])('requests to recall, "the name of" a thing, tags and chat spellings: %s → %s', (text, slot) => {
    expect(questionOf(text)).toEqual({ slot });
  });

  it('asking for advice or an opinion, or announcing news, is no recall question', () => {
    expect(questionOf('what should i do about my job')).toBeNull();
    expect(questionOf('tell me what you think about my job')).toBeNull();
    expect(questionOf('tell me about your day')).toBeNull();
    expect(questionOf('guess what, i moved to leeds')).toBeNull();
  });

  it('talk that names no remembered slot, or asks Maya about herself, is no recall question', () => {
    expect(questionOf('you know my sister called me today')).toBeNull();
    expect(questionOf('i moved to leeds last year yeah')).toBeNull();
    expect(questionOf('what should i wear tonight')).toBeNull();
    expect(questionOf('where do you live, maya?')).toBeNull();
    expect(questionOf('I live in Zurich.')).toBeNull();
  });

  it.each([
    ['u remember what im called?', 'name'],
    ['long day ugh anyway do you even know my name', 'name'],
    ['u still got which city im in rn?', 'home_city'],
    ['you remember my home town? the one before i moved', 'hometown'],
    ['whats my best friends name, i mentioned her the other day', 'family:best friend'],
    ['do i like coffee or not, what did i tell u', 'taste:coffee'],
    ['what did i say my favourite book was', 'favourite:book'],
    ["remind me, where did i say i'm from", 'hometown'],
    ['wait did i tell u my dogs name', 'pet:dog'],
  ])(
    'round 3 shapes (a filler adverb, "what im called", "home town", a relation of two words, a key without its tail): %s → %s',
    (text, slot) => {
      expect(questionOf(text)).toEqual({ slot });
    },
  );

  it('"what do u have on me" asks for everything', () => {
    expect(questionOf('what do u have on me')).toEqual({ all: true });
  });
});

describe('questionOf: round 5 shapes (an opener, a story first, a relation fronted, one slot for synonyms)', () => {
  it.each([
    ['quick q which city did i tell u i live in', 'home_city'],
    ['be honest do u remember my name', 'name'],
    ['someone asked me today and i blanked lol do u know my age', 'age'],
    ['my daughter, what is her name i told you?', 'family:daughter'],
    ['my dog, whats his name again', 'pet:dog'],
    ['what was my favourite movie again', 'favourite:film'],
    ['whats my fav flick', 'favourite:film'],
  ])('%s → %s', (text, slot) => {
    expect(questionOf(text)).toEqual({ slot });
  });
  it('a story without a recall question after it asks nothing', () => {
    expect(questionOf('someone asked me today and i blanked')).toBeNull();
  });
});
