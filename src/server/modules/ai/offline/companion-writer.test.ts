import { describe, expect, it } from 'vitest';
import { DEFAULT_PERSONALITY } from '@shared/domain/companion/personality';
import { writeChatReply } from './companion-writer';

const state = (over: Partial<typeof DEFAULT_PERSONALITY> = {}, extra: Record<string, unknown> = {}) => ({
  personality: { ...DEFAULT_PERSONALITY, ...over },
  length: 'balanced' as const,
  relationshipStage: 'getting_to_know',
  facts: [],
  learned: [],
  ...extra,
});
const reply = (message: string, companion?: ReturnType<typeof state>) => writeChatReply({ history: [], message, companion }).reply;
const questions = (text: string) => (text.match(/\?/g) ?? []).length;

describe("Maya's offline replies follow her personality (issue 14 §3)", () => {
  const message = 'Work was a lot today and I am stressed';

  it('proactiveness: at 0.6 she asks back; below 0.5 (after "less advice") she asks nothing; at 0.8 she also suggests', () => {
    expect(questions(reply(message, state()))).toBeGreaterThan(0);
    expect(questions(reply(message, state({ proactiveness: 0.45 })))).toBe(0);
    const eager = reply(message, state({ proactiveness: 0.8 }));
    expect(eager.length).toBeGreaterThan(reply(message, state()).length);
  });

  it('empathy: a high level adds a warm line for a feeling; a low one skips the opener on a neutral message', () => {
    expect(reply(message, state({ empathyLevel: 0.9 })).length).toBeGreaterThan(reply(message, state({ empathyLevel: 0.7 })).length);
    const neutral = 'I went to the shop';
    const openers = ['Got it.', 'I hear you.', 'Okay, tell me more.', 'Interesting.'];
    expect(openers.some((o) => reply(neutral, state({ empathyLevel: 0.8 })).startsWith(o))).toBe(true);
    expect(openers.some((o) => reply(neutral, state({ empathyLevel: 0.4 })).startsWith(o))).toBe(false);
  });

  it('length: concise keeps two sentences at most; detailed says more', () => {
    const concise = reply(message, state({ empathyLevel: 0.9, proactiveness: 0.9 }, { length: 'concise' }));
    const detailed = reply(message, state({ empathyLevel: 0.9, proactiveness: 0.9 }, { length: 'detailed' }));
    expect(concise.length).toBeLessThan(detailed.length);
    const sentences = (t: string) => t.match(/[.!?](\s|$)/g)!.length;
    expect(sentences(concise)).toBeLessThan(sentences(detailed));
  });

  it('answers from the current facts, says so when it does not know, and acknowledges what it just learned', () => {
    expect(reply('Where do I live?', state({}, { facts: [{ slot: 'home_city', value: 'Berlin' }] }))).toContain(
      'You told me you live in Berlin.',
    );
    expect(reply('Where do I live?', state())).toContain("I don't think you've told me that yet.");
    expect(reply('I have a dog called Rex', state({}, { learned: [{ slot: 'pet:dog', value: 'Rex' }] }))).toContain(
      "I'll remember that your dog is called Rex.",
    );
  });

  it('names the animal the person talks about, not the catalogue\'s "dogs"', () => {
    const cat = reply('my cat knocked a glass off the table again', state());
    expect(cat).toMatch(/\bcats?\b/i);
    expect(cat).not.toMatch(/\bdogs?\b/i);
    expect(reply('took the dog to the beach', state())).toMatch(/\bdogs\b/i);
  });

  it('picks up the topic of the message (a word, not part of one) and asks about it; a remembered pet the message names gets a callback', () => {
    const hiking = reply('I spent the weekend hiking', state());
    expect(hiking).toMatch(/hiking/);
    expect(hiking).toMatch(/What's your favourite trail\?|What do you love most about hiking\?/);
    expect(reply('I went running this morning', state())).toMatch(/running/);
    expect(reply('My team at work is great', state())).not.toMatch(/coffee/);
    expect(reply("I'm ready for the weekend", state())).not.toMatch(/reading/);
    expect(reply("I can't stand hiking", state())).not.toMatch(/love|like that/);
    // Everyday life outside the catalogue: a line that shows she read it, and a question about it.
    expect(reply('I had a long week at work', state())).toMatch(
      /^(That sounds draining\.|Sounds like you could use a breather\.) (Have you had any time to rest\?|What would help you recharge\?)$/,
    );
    expect(reply('My boss moved the deadline again', state())).toMatch(/work/);
    const rex = { slot: 'pet:dog', value: 'Rex' };
    expect(reply('I walked my dog by the river', state({}, { facts: [{ slot: 'home_city', value: 'Lisbon' }, rex] }))).toContain(
      "How's Rex doing?",
    );
    // Just told: "I'll remember that…" is the answer, not a question about the dog they only named.
    const told = reply('My dog is called Rex', state({}, { facts: [rex], learned: [rex] }));
    expect(told).toContain("I'll remember that your dog is called Rex.");
    expect(told).not.toMatch(/How's Rex|dogs!/);
  });

  it('issue 32: a fact said again is remembered once, and no reply doubles a sentence ("Okay, tell me more. Tell me more?")', () => {
    const geneva = { slot: 'home_city', value: 'Geneva' };
    const again = reply('I live in Geneva.', state({}, { facts: [geneva] }));
    expect(again).toContain('Yes, I remember: you live in Geneva.');
    expect(again).not.toMatch(/tell me more.*tell me more/i);
  });

  it('issue 32: a wish about a partner is acknowledged as one, never small talk about their own hobby', () => {
    const wish = [
      { slot: 'partner:kind', value: 'is kind' },
      { slot: 'partner:sea', value: 'likes the sea' },
    ];
    const said = reply('Ideally someone kind who likes the sea', state({}, { facts: wish, learned: wish }));
    expect(said).toContain("I'll remember that you'd like someone who is kind and who likes the sea.");
    expect(said).not.toMatch(/speaking my language|What do you love most|favourite/);
  });

  it('issue 32: "forget that …" is answered with what was forgotten, or that there was nothing to forget', () => {
    const faro = { slot: 'home_city', value: 'Faro' };
    expect(reply('forget that i live in Faro', state({}, { forgotten: [faro] }))).toMatch(/you live in Faro/);
    expect(reply('please forget my age', state())).toMatch(/nothing to forget/);
  });

  it('a break-up said with the forgetting gets a kind word, not only "Done"', () => {
    const nadia = { slot: 'family:girlfriend', value: 'Nadia' };
    const said = reply('me and nadia broke up, pls delete her', state({}, { forgotten: [nadia] }));
    expect(said).toMatch(/sorry|painful/);
    expect(said).toMatch(/girlfriend is called Nadia/);
    expect(reply('forget my girlfriend', state({}, { forgotten: [nadia] }))).not.toMatch(/sorry|painful/);
  });

  it('twenty nods in a row ("ok", "lol", "yeah"): every reply differs and none doubles a sentence', () => {
    const history: { role: 'user' | 'assistant'; content: string }[] = [];
    const replies: string[] = [];
    for (const nod of [
      'ok',
      'lol',
      'yeah',
      'hmm',
      'cool',
      'ok',
      'sure',
      'haha',
      'yep',
      'right',
      'ok',
      'k',
      'nice',
      'fair',
      'yeah',
      'lol',
      'ok',
      'true',
      'same',
      'ok',
    ]) {
      const said = writeChatReply({ history, message: nod, companion: state() }).reply;
      const sentences = said.split(/(?<=[.!?])\s+/);
      expect(new Set(sentences).size).toBe(sentences.length);
      replies.push(said);
      history.push({ role: 'user', content: nod }, { role: 'assistant', content: said });
    }
    expect(new Set(replies).size).toBe(replies.length);
  });
});
