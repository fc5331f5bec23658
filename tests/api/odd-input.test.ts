import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/server/db/schema';
import { errorHandler } from '../../src/server/plugins/error-handler';
import { createAiEngine, type AiEngine } from '../../src/server/modules/ai';
import { displayNameClaim } from '../../src/server/modules/oidc/testing';
import { saveSimulationResult } from '../../src/server/modules/simulation/testing';
import { SCENES } from '../../src/shared/domain/assessment/scenes';
import type { SimulationResult } from '../../src/shared/schemas/simulation';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { completeAssessment } from './helpers/assessment';
import { signIn } from './helpers/sign-in';
import { createTestApp, testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const json = { 'content-type': 'application/json' };
const persona = (name: string) => ({
  name,
  age_range: '25-34',
  vibe: 'casual',
  tone: 'friendly',
  boundaries: [],
  social: { topics: [], style_cues: [], recent_posts: [] },
  personality_traits: {
    honesty_humility: 0.5,
    emotionality: 0.5,
    extraversion: 0.5,
    agreeableness: 0.5,
    conscientiousness: 0.5,
    openness: 0.5,
  },
});

/** Issue 9 item 11 and the caps of item 6: odd input is a 4xx before any work, never a 500 or a lost row. */
describe(`odd input on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let b: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    app = await createTestApp();
    b = await signIn(app);
    expect((await completeAssessment(b)).statusCode).toBe(200);
  });
  afterAll(async () => app.close());

  const answerBody = async (sceneData: string) => {
    const { session_id } = (await b.request({ method: 'POST', url: '/api/assessment/start', payload: { restart: true } })).json();
    const scene = SCENES[0]!;
    return (
      `{"session_id":"${session_id}","scene_data":{"scene_id":"${scene.id}",` +
      `"option_selected":"${scene.options[0]!.value}","reaction_time_ms":1000,${sceneData}}}`
    );
  };

  it('refuses JSON nested 5,000 deep in event_data with a 400 (it overflowed the stack: 500)', async () => {
    const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    const payload = await answerBody(`"behavioral_events":[{"event_type":"hesitation","event_data":{"x":${deep}},"timestamp_ms":1}]`);
    const res = await b.request({ method: 'POST', url: '/api/assessment/responses', headers: json, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/nested deeper than 8/);
  });

  it.each([
    ['NUL', '\\u0000'],
    ['a lone surrogate', '\\ud800'],
  ])('refuses %s in an assessment answer with a clear 400', async (_, escaped) => {
    const payload = await answerBody(`"micro_response":{"probe_type":"x","question":"q","answer":"a${escaped}b"}`);
    const res = await b.request({ method: 'POST', url: '/api/assessment/responses', headers: json, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'invalid_request',
      message: expect.stringMatching(/^Invalid scene_data\.micro_response\.answer: .*cannot be stored/),
    });
  });

  it('refuses NUL in a persona name with a 400 instead of running and silently losing the saved result', async () => {
    const before = await countResults();
    const res = await b.request({ method: 'POST', url: '/api/simulation/run', payload: { personaA: persona('Ada\u0000'), seed: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid personaA\.name: .*cannot be stored/);
    expect(await countResults()).toBe(before);
  });

  it('refuses a 60 KB persona string with a 400 before any work (no model call, no saved result)', async () => {
    const before = await countResults();
    const res = await b.request({
      method: 'POST',
      url: '/api/simulation/run',
      payload: { personaA: { ...persona('Ada'), vibe: 'x'.repeat(60_000) }, seed: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid personaA\.vibe: Too big/);
    expect(await countResults()).toBe(before);
    const longBio = await b.request({
      method: 'POST',
      url: '/api/simulation/conversation',
      payload: { matchProfile: { name: 'B', age: 30, location: 'Here', bio: 'x'.repeat(60_000), interests: [], persona: persona('B') } },
    });
    expect(longBio.statusCode).toBe(400);
  });

  it('still runs a persona at the caps', async () => {
    const res = await b.request({
      method: 'POST',
      url: '/api/simulation/run',
      payload: {
        personaA: { ...persona('A'.repeat(60)), vibe: 'v'.repeat(100), boundaries: Array(20).fill('b'.repeat(500)) },
        seed: 2,
        windows_per_day: 2,
        turns_per_window: 2,
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('saves a result whose model-written text holds NUL or lone surrogates, cleaned, instead of dropping it', async () => {
    const { db } = await getTestDatabase();
    const log = { error: vi.fn() } as unknown as FastifyInstance['log'];
    const result: SimulationResult = {
      transcript: [],
      final: {
        decision: 'MAYBE',
        why: [
          { tone: 'neutral', text: 'kind\u0000' },
          { tone: 'neutral', text: 'fun \ud800' },
        ],
        confidence: 0.7,
      },
      week_summary: 'a\u0000 week',
      compatibility_score: 0.5,
      seed: 3,
      persona_a: persona('Ada'),
      persona_b: { ...persona('Bo\u0000b\udc00'), social: { topics: ['x\u0000'], style_cues: [], recent_posts: [] } },
    };
    const userId = b.session.session.user.id as string;
    await saveSimulationResult(db, log, userId, result, 5);
    expect(log.error).not.toHaveBeenCalled();
    const rows = await db.select().from(t.simulationResults).where(eq(t.simulationResults.userId, userId));
    const row = rows.find((r) => (r.simulationData as { simulation_seed?: number }).simulation_seed === 3);
    expect(row?.matchName).toBe('Bob\ufffd');
    expect(row?.reasoning).toBe('kind\nfun \ufffd');
    expect(row?.conversationSummary).toBe('a week');
  });

  async function countResults() {
    const { db } = await getTestDatabase();
    return (await db.select().from(t.simulationResults)).length;
  }
});

describe(`display names from the provider on ${testDriver()}`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('signs in (twice) a person whose provider name holds NUL, with the NUL removed (it was a 500 that locked them out)', async () => {
    const person = { email: 'nul@example.com', name: 'Ada\u0000 Lovelace' };
    const first = await signIn(app, person);
    expect(first.session.session.user.display_name).toBe('Ada Lovelace');
    const again = await signIn(app, person);
    expect(again.session.session.user.id).toBe(first.session.session.user.id);
  });

  it('cleans lone surrogates from a provider name and caps it at 100 characters without halving an emoji', () => {
    expect(displayNameClaim('Bo\ud800b')).toBe('Bo\ufffdb');
    expect(displayNameClaim(`${'a'.repeat(99)}😀😀`)).toBe(`${'a'.repeat(99)}😀`);
    expect(displayNameClaim(' \u0000 ')).toBeNull();
    expect(displayNameClaim(42)).toBeNull();
  });
});

describe(`model output on ${testDriver()}`, () => {
  it('stores a profile summary holding NUL or lone surrogates, cleaned, instead of failing the completion', async () => {
    const offline = createAiEngine(testConfig());
    const ai: AiEngine = {
      ...offline,
      summarizeProfile: async (input) => ({
        ...(await offline.summarizeProfile(input)),
        personality_summary: 'Warm\u0000 and \ud800 curious.',
      }),
    };
    const app = await createTestApp({}, { ai });
    const res = await completeAssessment(await signIn(app));
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.personality_summary).toBe('Warm and \ufffd curious.');
    await app.close();
  });
});

describe(`the database's own refusals on ${testDriver()}`, () => {
  it('answer 400 without details when a value slips past a schema (last line of defence)', async () => {
    const { db } = await getTestDatabase();
    const app = Fastify();
    errorHandler(app);
    app.post('/store', async (req) => db.execute(sql`select ${(req.body as { text: string }).text}::jsonb as value`));
    const res = await app.inject({ method: 'POST', url: '/store', payload: { text: '{"a":"\\u0000"}' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'invalid_request', message: 'The request contains a value that cannot be stored.' });
    await app.close();
  });
});
