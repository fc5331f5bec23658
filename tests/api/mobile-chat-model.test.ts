import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { createAiEngine, type AiEngine } from '../../src/server/modules/ai';
import { CHAT_FALLBACK_REPLY } from '../../src/shared/schemas/mobile-chat';
import {
  scriptedModel,
  startFakeOpenAi,
  transcriptReply,
  type FakeHandler,
  type FakeRequest,
  type FakeTranscriptionHandler,
} from '../../src/server/modules/ai/testing/fake-openai-server';
import { SPEECH_TIMEOUT_MS } from '../../src/server/modules/conversation/testing';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { completeAssessment } from './helpers/assessment';
import { clientId, newChatLink, phoneOverHttp, phoneWith, recording } from './helpers/mobile-chat';
import { paceGate } from './helpers/pace-gate';
import { signIn } from './helpers/sign-in';
import type { SseEvent } from './helpers/sse';
import { createTestApp, testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/** Maya's reply as the model streams it, one token per SSE chunk. */
const TOKENS = ['Hiking ', 'with your ', 'dog sounds ', 'wonderful. ', 'Where did ', 'you go?'];
const TRANSCRIPT = 'I spent the weekend hiking with my dog';

const textOf = (events: SseEvent[], name: string) => events.filter((e) => e.event === name).map((e) => (e.data as { text: string }).text);
const replyOf = (events: SseEvent[]) =>
  events.find((e) => e.event === 'reply')?.data as { fallback: boolean; message: { content: string } };
const storedMessages = async () =>
  (await getTestDatabase()).db
    .select({ role: t.chatMessages.role, content: t.chatMessages.content, type: t.chatMessages.type })
    .from(t.chatMessages)
    .orderBy(asc(t.chatMessages.createdAt), asc(t.chatMessages.role));
/** The live exchange with the model, if it is still open right now. */
const stillOpen = async (exchange: { ended: Promise<unknown> }) =>
  (await Promise.race([exchange.ended, Promise.resolve('open')])) === 'open';

/** The app's own engine, counting the chat replies still being read, so a test can wait for a turn to settle. */
function watchedEngine(engine: AiEngine) {
  let open = 0;
  const waiting: (() => void)[] = [];
  return {
    engine: {
      ...engine,
      chatReplyStream: async function* (input, signal) {
        open++;
        try {
          yield* engine.chatReplyStream(input, signal);
        } finally {
          // Runs once the turn has stored its reply (or decided not to) and asked for the next event.
          if (--open === 0) for (const done of waiting.splice(0)) done();
        }
      },
    } satisfies AiEngine,
    settled: () => (open === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}

/**
 * Issue 30 item 1: with an OpenAI-compatible model configured, the phone's chat (text and voice)
 * streams the model's reply token by token over real HTTP and stores it, and a phone that leaves
 * mid-reply stops the model call. Before the fix every turn was aborted as soon as its body was read.
 */
describe(`the phone chat against a streaming model on ${testDriver()} (issue 30 item 1)`, () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let model: FakeHandler;
  let transcribe: FakeTranscriptionHandler;
  let app: FastifyInstance;
  let engine: ReturnType<typeof watchedEngine>;
  let phone: ReturnType<typeof phoneOverHttp>;

  beforeAll(async () => {
    fake = await startFakeOpenAi((req) => model(req), { transcribe: (req) => transcribe(req) });
  });
  afterAll(async () => fake.close());
  beforeEach(async () => {
    model = scriptedModel;
    transcribe = () => transcriptReply(TRANSCRIPT);
    fake.requests.length = 0;
    fake.transcriptions.length = 0;
    // A deadline far beyond the test: only the phone leaving can stop a held model call.
    const config = { AI_BASE_URL: fake.baseURL, AI_API_KEY: 'test-key', AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '600000' };
    engine = watchedEngine(createAiEngine(testConfig(config)));
    app = await createTestApp({ ...config, STT_BASE_URL: fake.baseURL, STT_MODEL: 'whisper-1' }, { ai: engine.engine });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const desktop = await signIn(app);
    await completeAssessment(desktop);
    phone = phoneOverHttp(base, (await phoneWith(app, (await newChatLink(desktop)).token)).phone);
  });
  afterEach(async () => app.close());

  /** The chat reply streams TOKENS, each only once the test allows it (`gate.allow(n)`: the first n). */
  const pacedReply = (gate = paceGate(0)) => {
    model = (req) => (req.prompt === 'chatReply' ? { kind: 'stream', chunks: TOKENS, pace: (i) => gate.pace(i + 1) } : scriptedModel(req));
    return gate;
  };
  const chatCalls = () => fake.requests.filter((r): r is FakeRequest => r.prompt === 'chatReply');

  /** Lockstep: the model writes token n+1 only after the phone has read token n, so each arrives on its own. */
  const lockstep = (gate: ReturnType<typeof paceGate>) => {
    let read = 0;
    return (event: SseEvent) => {
      if (event.event === 'message') gate.allow(1);
      if (event.event === 'delta') gate.allow(++read + 1);
    };
  };

  it("streams the model's tokens to the phone one by one, in order, and stores the model's reply, not the fallback", async () => {
    const gate = pacedReply();
    const { status, events } = await phone.send('I spent the weekend hiking with my dog', { onEvent: lockstep(gate) });
    expect(status).toBe(200);
    expect(events.map((e) => e.event)).toEqual(['message', ...TOKENS.map(() => 'delta'), 'reply']);
    expect(textOf(events, 'delta')).toEqual(TOKENS);
    expect(replyOf(events)).toMatchObject({ fallback: false, message: { content: TOKENS.join('').trim() } });
    expect(replyOf(events).message.content).not.toBe(CHAT_FALLBACK_REPLY);
    expect(await chatCalls()[0]!.ended).toBe('finished');
    expect(await storedMessages()).toEqual([
      { role: 'user', content: 'I spent the weekend hiking with my dog', type: 'text' },
      { role: 'assistant', content: TOKENS.join('').trim(), type: 'text' },
    ]);
  });

  it('a phone that leaves mid-reply aborts the model call', async () => {
    const gate = pacedReply(paceGate(2));
    const id = clientId();
    const { events } = await phone.send('hello Maya', { max: 3 }, id);
    // The phone read its message and two tokens, then went away while the model was still answering.
    expect(events.map((e) => e.event)).toEqual(['message', 'delta', 'delta']);
    expect(textOf(events, 'delta')).toEqual(TOKENS.slice(0, 2));
    const [call] = chatCalls();
    await gate.reached(3);
    expect(await call!.ended).toBe('aborted');
    // Only what the person said is kept; retried, the same send gets the model's whole reply.
    await engine.settled();
    expect(await storedMessages()).toEqual([{ role: 'user', content: 'hello Maya', type: 'text' }]);
    gate.allow(Number.POSITIVE_INFINITY);
    const retried = await phone.send('hello Maya', {}, id);
    expect(retried.events.map((e) => e.event)).toEqual(['message', ...TOKENS.map(() => 'delta'), 'reply']);
    expect(replyOf(retried.events)).toMatchObject({ fallback: false, message: { content: TOKENS.join('').trim() } });
  });

  it("answers a recording with its transcript and the model's streamed reply, and stores both", async () => {
    const gate = pacedReply();
    const { status, events } = await phone.sendVoice(recording(1500), { onEvent: lockstep(gate) });
    expect(status).toBe(200);
    expect(events[0]).toMatchObject({ event: 'message', data: { role: 'user', type: 'voice', content: TRANSCRIPT, duration_ms: 1500 } });
    expect(textOf(events, 'delta')).toEqual(TOKENS);
    expect(replyOf(events)).toMatchObject({ fallback: false, message: { content: TOKENS.join('').trim() } });
    expect(fake.transcriptions.map((r) => [r.model, r.audio.length])).toEqual([['whisper-1', 44 + 72_000]]);
    expect(await chatCalls()[0]!.ended).toBe('finished');
    expect(await storedMessages()).toEqual([
      { role: 'user', content: TRANSCRIPT, type: 'voice' },
      { role: 'assistant', content: TOKENS.join('').trim(), type: 'text' },
    ]);
  });

  it('a phone that leaves mid-reply to a recording aborts the model call', async () => {
    const gate = pacedReply(paceGate(2));
    const { events } = await phone.sendVoice(recording(1500), { max: 3 });
    expect(events.map((e) => e.event)).toEqual(['message', 'delta', 'delta']);
    const [call] = chatCalls();
    await gate.reached(3);
    expect(await call!.ended).toBe('aborted');
    await engine.settled();
    expect(await storedMessages()).toEqual([{ role: 'user', content: TRANSCRIPT, type: 'voice' }]);
  });

  it(
    'a phone that leaves while its recording is transcribed aborts the transcription, and nothing is stored',
    async () => {
      let heard!: () => void;
      const transcribing = new Promise<void>((resolve) => (heard = resolve));
      transcribe = () => {
        heard();
        return new Promise(() => {});
      };
      const leave = new AbortController();
      const sent = phone.sendVoice(recording(1500), { signal: leave.signal });
      await transcribing;
      expect(await stillOpen(fake.transcriptions[0]!)).toBe(true);
      leave.abort();
      await expect(sent).rejects.toThrow();
      expect(await fake.transcriptions[0]!.ended).toBe('aborted');
      expect(chatCalls()).toEqual([]);
      expect(await storedMessages()).toEqual([]);
      // NOTE: a budget below the speech client's own 30 s deadline (SPEECH_TIMEOUT_MS), which would
      // otherwise end the held transcription too and pass this test without the phone's leaving.
    },
    SPEECH_TIMEOUT_MS / 2,
  );
});
