import { describe, expect, it } from 'vitest';
import { createAiEngine } from '../create-ai-engine';
import { runSimulation } from '../run-simulation';
import { SAMPLE_PERSONA_A, SAMPLE_PERSONA_B } from '../testing/sample-personas';
import { sharedInterests } from '@shared/domain/matching/shared-interests';
import { weekVerdict } from '@shared/domain/week/week-verdict';
import { ageRangeFor } from './match-writer';

const engine = createAiEngine({ AI_TIMEOUT_MS: 1000 });

describe('offline companion writers', () => {
  it('summarises a profile from trait extremes only', async () => {
    const high = await engine.summarizeProfile({ hexaco: { extraversion: 0.9, openness: 0.85 }, archetype: 'The Spark' });
    expect(high.personality_summary).toMatch(/The Spark/);
    expect(high.personality_summary).toMatch(/energised by people/);
    const mid = await engine.summarizeProfile({ hexaco: {} });
    expect(mid.personality_summary).toMatch(/well balanced/);
  });

  it('replies to chat with empathy for the emotion and does not repeat its last reply', async () => {
    const first = await engine.chatReply({ message: 'I am so anxious about my date tomorrow', persona: SAMPLE_PERSONA_A });
    expect(first.fallback).toBe(false);
    expect(first.reply).toMatch(/stress|nerv|slow down/i);
    const second = await engine.chatReply({
      message: 'I am so anxious about my date tomorrow',
      history: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: first.reply },
      ],
    });
    expect(second.reply).not.toBe(first.reply);
  });

  it('streams the offline reply in chunks that add up to the final reply', async () => {
    let text = '';
    let done: unknown;
    for await (const e of engine.chatReplyStream({ message: 'hello there' })) {
      if (e.type === 'delta') text += e.text;
      else done = e;
    }
    expect(done).toEqual({ type: 'done', reply: text.trim(), fallback: false });
  });

  it('analyses interactions with the spec length rules', async () => {
    const short = await engine.analyzeInteraction({ type: 'message', content: 'so happy!' });
    expect(short?.analysis).toMatchObject({ emotion: 'happy', message_length_style: 'concise' });
    const long = await engine.analyzeInteraction({
      type: 'deep_conversation',
      content: 'I went hiking with my sister and we talked about cooking and travel for hours, it was lovely and calm and long.',
    });
    expect(long?.analysis.message_length_style).toBe('detailed');
    expect(long?.analysis.topics).toContain('hiking');
  });

  it('creates a match persona with spec defaults and limits', async () => {
    for (let seed = 0; seed < 100; seed++) {
      const m = await engine.createMatchPersona({ persona: SAMPLE_PERSONA_A, seed });
      expect(m.location).toBe('Nearby');
      expect(m.age).toBeGreaterThanOrEqual(25);
      expect(m.age).toBeLessThanOrEqual(34);
      expect(m.interests.length).toBeLessThanOrEqual(6);
      expect(m.name).not.toBe('Alex');
      expect(m.name).not.toBe('Maya');
      expect(m.interests.some((i) => SAMPLE_PERSONA_A.social.topics.includes(i))).toBe(true);
    }
    const card = await engine.createMatchPersona({ persona: SAMPLE_PERSONA_A, seed: 3 });
    // The card's shared interests are exactly those the results' reasons count.
    expect(card.interests).toEqual(sharedInterests(SAMPLE_PERSONA_A.social.topics, card.social.topics));
    expect(weekVerdict({ personaA: SAMPLE_PERSONA_A, personaB: card, transcript: [] }).sharedInterests).toEqual(card.interests);
    const noAge = await engine.createMatchPersona({ persona: { ...SAMPLE_PERSONA_A, age_range: 'unknown' }, seed: 1 });
    expect(noAge.age).toBe(28);
    expect([ageRangeFor(24), ageRangeFor(34), ageRangeFor(44), ageRangeFor(45)]).toEqual(['18-24', '25-34', '35-44', '45+']);
  });

  it('concludes with a summary grounded in the transcript, in "you" and the match, and no reasons of its own (the rules give those)', async () => {
    const { transcript } = await runSimulation(engine, { personaA: SAMPLE_PERSONA_A, personaB: SAMPLE_PERSONA_B, seed: 42 });
    const yes = await engine.concludeSimulation({
      personaA: SAMPLE_PERSONA_A,
      personaB: SAMPLE_PERSONA_B,
      transcript,
      score: 0.82,
      decision: 'YES',
    });
    expect(yes).not.toHaveProperty('why');
    expect(yes.week_summary).not.toMatch(/\d+%|\b(they|their)\b/i);
    expect(yes.week_summary).toContain(`you and Sam exchanged ${transcript.length} messages`);
    const no = await engine.concludeSimulation({
      personaA: SAMPLE_PERSONA_A,
      personaB: SAMPLE_PERSONA_B,
      transcript: transcript.slice(0, 4),
      score: 0.3,
      decision: 'NO',
    });
    expect(no.week_summary).toMatch(/Maya would not push this one further/);
  });
});
