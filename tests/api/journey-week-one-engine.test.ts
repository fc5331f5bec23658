import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { scriptedModel, startFakeOpenAi, type FakeHandler, type FakeRequest } from '../../src/server/modules/ai/testing/fake-openai-server';
import { openAiChatServer } from '../../src/server/modules/ai/testing/fake-servers';
const OFFLINE_WEEK_NOTE = "Maya's AI model stopped answering, so this week was written from the start by Maya's built-in writer.";
import { getTestDatabase, testDriver } from '../setup/test-db';
import { completeAssessment } from './helpers/assessment';
import { signIn } from './helpers/sign-in';
import { readSse, type SseEvent } from './helpers/sse';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/** What the scripted model writes in a window: any other line was written by the offline engine. */
const MODEL_LINE = /^Day \d, window \d, message \d+\.$/;
const MODEL_SUMMARY = 'A warm week of chatting that ended with a plan.';
type Message = { text: string };
type Final = { transcript: Message[]; engine?: string; note?: string; week_summary: string };

const windowOn = (day: number) => (req: FakeRequest) =>
  req.prompt === 'simulateWindow' && (req.data as { task?: { day: number } } | null)?.task?.day === day;

/**
 * Issue 43 item 4: the week a person watches is all one engine's. When the model fails during the week
 * (a window's JSON, even after its repair), the week starts over from its first message on the offline
 * engine and says so; the stored run is that week, whenever and however often it is read.
 */
describe(`the journey’s week is all one engine’s, on ${testDriver()}`, () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let model: FakeHandler;
  let app: FastifyInstance;

  beforeAll(async () => {
    fake = await startFakeOpenAi((req) => model(req), { server: openAiChatServer() });
  });
  afterAll(async () => fake.close());
  beforeEach(() => {
    model = scriptedModel;
    fake.requests.length = 0;
  });
  afterEach(async () => app.close());

  async function theWeek(apiKey = 'sk-test') {
    app = await createTestApp({ AI_BASE_URL: fake.baseURL, AI_API_KEY: apiKey, AI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: '10000' });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const b = await signIn(app);
    await completeAssessment(b);
    const { run } = (await b.request({ method: 'POST', url: '/api/simulation/runs', payload: {} })).json() as { run: { id: string } };
    const path = `/api/simulation/runs/${run.id}/events`;
    const read = async () => {
      const cookie = b.jar.header(path);
      return (await readSse(base + path, { headers: cookie ? { cookie } : {} })).events;
    };
    const events = await read();
    return { runId: run.id, events, read };
  }

  const starts = (events: SseEvent[]) => events.filter((e) => e.event === 'start').map((e) => e.data as { engine?: string; note?: string });
  const finalOf = (events: SseEvent[]) => events.at(-1)!.data as Final;
  /** The messages of the week the person ends up with: those after the last start. */
  const lastTake = (events: SseEvent[]) =>
    events
      .slice(events.findLastIndex((e) => e.event === 'start') + 1)
      .filter((e) => e.event === 'message')
      .map((e) => e.data as Message);
  const storedResult = async (runId: string) => {
    const { db } = await getTestDatabase();
    const [run] = await db.select().from(t.simulationRuns).where(eq(t.simulationRuns.id, runId));
    const [result] = await db.select().from(t.simulationResults).where(eq(t.simulationResults.id, run!.resultId!));
    return { run: run!, result: result! };
  };

  it('a week the model writes whole is the model’s, and says so', async () => {
    const { runId, events } = await theWeek();
    expect(starts(events)).toEqual([expect.objectContaining({ engine: 'model' })]);
    const final = finalOf(events);
    expect(final).toMatchObject({ engine: 'model', week_summary: MODEL_SUMMARY });
    expect(final).not.toHaveProperty('note');
    expect(final.transcript.length).toBeGreaterThan(0);
    for (const m of final.transcript) expect(m.text).toMatch(MODEL_LINE);
    expect((await storedResult(runId)).result.simulationData).toMatchObject({ engine: 'model', engine_note: null });
  });

  it('a window whose JSON fails even after its repair starts the week over on the offline engine, marked, and it stays that week', async () => {
    model = (req) => (windowOn(2)(req) ? { kind: 'content', content: 'not json at all' } : scriptedModel(req));
    const { runId, events, read } = await theWeek();
    // The model's first day was shown, then the week began again offline, with the note.
    const [first, again] = starts(events);
    expect(starts(events)).toHaveLength(2);
    expect(first).toMatchObject({ engine: 'model' });
    expect(first).not.toHaveProperty('note');
    expect(again).toMatchObject({ engine: 'offline', note: OFFLINE_WEEK_NOTE });
    const final = finalOf(events);
    expect(final).toMatchObject({ engine: 'offline', note: OFFLINE_WEEK_NOTE });
    expect(final.transcript).toEqual(lastTake(events));
    expect(final.week_summary).not.toBe(MODEL_SUMMARY);
    for (const m of final.transcript) expect(m.text).not.toMatch(MODEL_LINE);
    // Not one more model call once the week went offline: day 3's windows never asked.
    expect(fake.requests.filter(windowOn(3))).toEqual([]);
    // The stored run is that week, read again and again.
    const { run, result } = await storedResult(runId);
    expect(run.events).toEqual(events);
    expect(await read()).toEqual(events);
    expect(result.simulationData).toMatchObject({ engine: 'offline', engine_note: OFFLINE_WEEK_NOTE });
    expect(result.messageCount).toBe(final.transcript.length);
  });

  it('a conclusion the model cannot write starts the week over offline too: no model transcript under an offline summary', async () => {
    model = (req) => (req.prompt === 'concludeSimulation' ? { kind: 'content', content: '{"verdict": 1}' } : scriptedModel(req));
    const { events } = await theWeek();
    expect(starts(events).map((s) => s.engine)).toEqual(['model', 'offline']);
    const final = finalOf(events);
    expect(final).toMatchObject({ engine: 'offline', note: OFFLINE_WEEK_NOTE });
    for (const m of final.transcript) expect(m.text).not.toMatch(MODEL_LINE);
  });

  it('a model already refused (a wrong key) writes nothing: the week is offline from its first message, with the note', async () => {
    const { events } = await theWeek('sk-wrong');
    expect(starts(events)).toEqual([expect.objectContaining({ engine: 'offline', note: OFFLINE_WEEK_NOTE })]);
    expect(finalOf(events)).toMatchObject({ engine: 'offline', note: OFFLINE_WEEK_NOTE });
    expect(fake.requests.filter((r) => r.prompt === 'simulateWindow')).toEqual([]);
  });
});
