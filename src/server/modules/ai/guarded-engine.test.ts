import { describe, expect, it, vi } from 'vitest';
import { CANNED_EMPATHY_LINES } from '@server/modules/language';
import { PERSONA_TEXT_LIMITS, personaInputSchema, type TranscriptEntry } from '@shared/domain/matching/persona';
import { createAiEngine, usesModel } from './create-ai-engine';
import { CHAT_FALLBACK_REPLY } from './fallbacks';
import { createGuardedEngine } from './guarded-engine';
import { createOfflineBackend } from './offline/offline-engine';
import { SAMPLE_PERSONA_A, SAMPLE_PERSONA_B } from './testing/sample-personas';
import { AiInputError, type AiBackend } from './types';

const boom = () => {
  throw new Error('backend down');
};
const broken: AiBackend = {
  kind: 'openai',
  summarizeProfile: async () => boom(),
  chatReply: async () => boom(),
  // eslint-disable-next-line require-yield
  chatReplyStream: async function* () {
    boom();
  },
  empathy: async () => ({ wrong: 'shape' }),
  reason: async () => boom(),
  analyzeInteraction: async () => boom(),
  extractFacts: async () => boom(),
  createMatchPersona: async () => boom(),
  simulateWindow: async () => ({ messages: 'nope' }),
  concludeSimulation: async () => boom(),
};
const logger = () => ({ warn: vi.fn(), error: vi.fn() });

describe('engine selection', () => {
  it('is offline with no configuration, and model-backed with a base URL or key', () => {
    expect(createAiEngine({ AI_TIMEOUT_MS: 1000 }).kind).toBe('offline');
    expect(usesModel({ AI_TIMEOUT_MS: 1 })).toBe(false);
    expect(createAiEngine({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_TIMEOUT_MS: 1000 }).kind).toBe('openai');
    expect(usesModel({ AI_API_KEY: 'k', AI_TIMEOUT_MS: 1 })).toBe(true);
  });
});

describe('fallbacks when the backend fails (spec §8.5, §8.6)', () => {
  it('chat falls back to the spec reply, streaming too, and logs a warning (not console.error)', async () => {
    const log = logger();
    const engine = createGuardedEngine(broken, log, createOfflineBackend());
    expect(await engine.chatReply({ message: 'hi' })).toEqual({ reply: CHAT_FALLBACK_REPLY, fallback: true });
    const events = [];
    for await (const e of engine.chatReplyStream({ message: 'hi' })) events.push(e);
    expect(events).toEqual([{ type: 'done', reply: CHAT_FALLBACK_REPLY, fallback: true }]);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('empathy falls back to a canned line for the detected emotion, confused when neutral', async () => {
    const engine = createGuardedEngine(broken, logger());
    const sad = await engine.empathy({ situation: 'whatever', detectedEmotion: 'sad' });
    expect(sad.fallback).toBe(true);
    expect(CANNED_EMPATHY_LINES.sad).toContain(sad.empathy_response);
    expect(CANNED_EMPATHY_LINES.frustrated).toContain((await engine.empathy({ situation: 'Ugh, so annoyed and fed up' })).empathy_response);
    expect(CANNED_EMPATHY_LINES.confused).toContain((await engine.empathy({ situation: 'The weather' })).empathy_response);
  });

  it('companion reasoning and analysis log an error and give null', async () => {
    const log = logger();
    const engine = createGuardedEngine(broken, log);
    expect(await engine.reason({ situation: 'x' })).toBeNull();
    expect(await engine.analyzeInteraction({ type: 'message', content: 'x' })).toBeNull();
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it('simulation, profile and match operations use the offline engine instead', async () => {
    const engine = createGuardedEngine(broken, logger(), createOfflineBackend());
    const window = await engine.simulateWindow({
      personaA: SAMPLE_PERSONA_A,
      personaB: SAMPLE_PERSONA_B,
      day: 1,
      window: 1,
      turnsWanted: 3,
    });
    expect(window.messages).toHaveLength(3);
    expect((await engine.summarizeProfile({ hexaco: {} })).personality_summary).toMatch(/The Explorer/);
    expect((await engine.createMatchPersona({ persona: SAMPLE_PERSONA_A, seed: 1 })).location).toBe('Nearby');
    expect(
      (
        await engine.concludeSimulation({
          personaA: SAMPLE_PERSONA_A,
          personaB: SAMPLE_PERSONA_B,
          transcript: [],
          score: 0.4,
          decision: 'NO',
        })
      ).week_summary,
    ).toMatch(/exchanged 0 messages/);
  });

  it('rejects invalid input with AiInputError rather than calling the backend', async () => {
    const engine = createAiEngine({ AI_TIMEOUT_MS: 1000 });
    await expect(engine.chatReply({ message: '   ' })).rejects.toBeInstanceOf(AiInputError);
    await expect(
      engine.simulateWindow({ personaA: SAMPLE_PERSONA_A, personaB: SAMPLE_PERSONA_B, day: 8, window: 1, turnsWanted: 2 }),
    ).rejects.toThrow(/day/);
  });

  it('enforces the match rules whatever the backend writes', async () => {
    const wild: AiBackend = {
      ...createOfflineBackend(),
      createMatchPersona: async (input) => ({
        ...((await createOfflineBackend().createMatchPersona(input)) as object),
        personality_traits: { honesty_humility: 0, emotionality: 1, extraversion: 1, agreeableness: 0, conscientiousness: 0, openness: 0 },
        interests: ['a', 'b', 'c', 'd', 'e', 'f'],
        social: { topics: ['a', 'b', 'c', 'd', 'e', 'f'], style_cues: [], recent_posts: [] },
      }),
    };
    const match = await createGuardedEngine(wild, logger()).createMatchPersona({ persona: SAMPLE_PERSONA_A, seed: 9 });
    expect(match.personality_traits.agreeableness).toBeGreaterThanOrEqual(0.4);
    expect(match.personality_traits.honesty_humility).toBeGreaterThanOrEqual(0.4);
    expect(Math.max(...Object.values(match.personality_traits))).toBeLessThanOrEqual(0.9);
  });

  it('returns a match persona the client can send back in a request (caps on every free-text field)', async () => {
    const wordy: AiBackend = {
      ...createOfflineBackend(),
      createMatchPersona: async (input) => ({
        ...((await createOfflineBackend().createMatchPersona(input)) as object),
        social: { topics: ['a'], style_cues: Array.from({ length: 30 }, () => 'cue '.repeat(200)), recent_posts: ['p'.repeat(900)] },
      }),
    };
    const match = await createGuardedEngine(wordy, logger()).createMatchPersona({ persona: SAMPLE_PERSONA_A, seed: 9 });
    expect(personaInputSchema.safeParse(match).success).toBe(true);
    expect(match.social.style_cues).toHaveLength(PERSONA_TEXT_LIMITS.list);
  });
});

describe("a window's history, checked once per entry", () => {
  // NOTE: typed as the writer's entries; the bad ones are what a caller outside TypeScript could send.
  const window = (history: object[]) => ({
    personaA: SAMPLE_PERSONA_A,
    personaB: SAMPLE_PERSONA_B,
    day: 1,
    window: 2,
    turnsWanted: 2,
    history: history as TranscriptEntry[],
    seed: 7,
  });
  const entry = (text: string) => ({ role: 'a' as const, text, day: 1, window: 1 });

  it('hands the writer the checked history, entries seen before and new ones alike, extra keys stripped', async () => {
    const seen: unknown[] = [];
    const spy: AiBackend = {
      ...createOfflineBackend(),
      simulateWindow: async (p) => (seen.push(p.history), { messages: [{ role: 'a', text: 'Hi.' }] }),
    };
    const engine = createGuardedEngine(spy, logger());
    const first = { ...entry('Hello there.'), extra: 'x' };
    await engine.simulateWindow(window([first]));
    await engine.simulateWindow(window([first, entry('How are you?')]));
    expect(seen).toEqual([[entry('Hello there.')], [entry('Hello there.'), entry('How are you?')]]);
  });

  it('still refuses a bad entry after good ones it has seen, naming where it is', async () => {
    const engine = createGuardedEngine(createOfflineBackend(), logger());
    const good = [entry('Hello there.'), entry('How are you?')];
    await engine.simulateWindow(window(good));
    const refused = await engine.simulateWindow(window([...good, { ...entry(''), day: 9 }])).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AiInputError);
    expect(JSON.stringify((refused as AiInputError).issues)).toContain('"path":["history",2,');
    await expect(engine.simulateWindow(window(Array.from({ length: 401 }, () => good[0]!)))).rejects.toBeInstanceOf(AiInputError);
  });
});
