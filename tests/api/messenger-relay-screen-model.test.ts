import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { content } from '../../src/server/modules/ai/testing/openai-engine-harness';
import { scriptedModel, startFakeOpenAi, type FakeHandler, type FakeReply } from '../../src/server/modules/ai/testing/fake-openai-server';
import { openAiChatServer } from '../../src/server/modules/ai/testing/fake-servers';
import { introducePair } from '../../src/server/modules/channels/testing';
import { testDriver } from '../setup/test-db';
import { twoMembers } from './helpers/inapp';
import { sendDev } from './helpers/messenger';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/** No rule fires on it (the rules' fresh-set misses, ADR 048): only a model sees the ask. */
const NEPHEW = 'my nephew needs new shoes for school and I get paid friday, anything helps';
const TOKEN = 'relay-model-admin-token-0123456789abcdef';
const GIFT_CARDS = "send me $200 in gift cards and I'll come see you";

/**
 * Issue 42 item 1, ADR 065: with AI_BASE_URL set, each relayed message is labelled by the model too (OpenAI's rules:
 * strict json_schema), the rules the floor, and the relay never waits past AI_SAFETY_TIMEOUT_MS.
 */
describe(`the relay with a model configured on ${testDriver()}`, () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let label: (req: Parameters<FakeHandler>[0]) => FakeReply;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAi((req) => (req.prompt === 'classifyMessage' ? label(req) : scriptedModel(req)), {
      server: openAiChatServer({ apiKey: 'sk-test' }),
    });
  });
  afterAll(async () => fake.close());
  afterEach(async () => {
    await app?.close();
    fake.requests.length = 0;
  });

  /** Room for a busy machine where the model answers; the hanging model's case waits 1.5 s (room for the retries of a failing one). */
  async function introduced(answer: typeof label, safetyTimeoutMs = '10000') {
    label = answer;
    const config = { AI_BASE_URL: fake.baseURL, AI_API_KEY: 'sk-test', AI_MODEL: 'gpt-4o-mini', AI_SAFETY_TIMEOUT_MS: safetyTimeoutMs };
    const world = await twoMembers({ config, adminToken: TOKEN });
    app = world.app;
    const decisions = { [world.ana.userId]: 'approve' as const, [world.bruno.userId]: 'approve' as const };
    const pairId = await world.propose({ status: 'introduced', decisions });
    await introducePair(world.db, world.app.messenger.notify, pairId, world.clock.now());
    const say = async (text: string) => {
      await sendDev(world.ana, text);
      await world.deliver();
    };
    const fromAna = async () => (await world.inbox(world.bruno)).map((x) => x.text).filter((x) => x.startsWith('Ana:'));
    const decided = async () =>
      (await world.db.select().from(t.relayScreenDecisions).where(eq(t.relayScreenDecisions.pairId, pairId))).map((d) => ({
        kind: d.kind,
        rule: d.rule,
        action: d.action,
        model: d.model,
      }));
    const asked = () => fake.requests.filter((r) => r.prompt === 'classifyMessage');
    return { ...world, say, fromAna, decided, asked };
  }

  it("holds what only the model flags, in the model's plain words, with Edit, Cancel and Send anyway", async () => {
    const { ana, inbox, tap, say, fromAna, decided, asked } = await introduced(() =>
      content({ label: 'money', reason: 'It asks Bruno for money for a relative, which scammers often do' }),
    );
    await say(NEPHEW);
    const held = (await inbox(ana)).at(-1)!;
    expect(held.text).toBe("I haven't sent that to Bruno yet. It asks Bruno for money for a relative, which scammers often do.");
    expect(held.buttons.flat().map((b) => b.label)).toEqual(['Edit', 'Cancel', 'Send anyway']);
    expect(await fromAna()).toEqual([]);
    expect(asked().map((r) => [r.refusedWith, (r.data as { text: string }).text])).toEqual([[undefined, NEPHEW]]);
    expect(await tap(ana, 'Send anyway')).toBe('Sent');
    expect(await fromAna()).toEqual([`Ana: ${NEPHEW}\n\nDoes this bother you?`]);
    expect(await decided()).toEqual([
      { kind: 'money', rule: 'model.money', action: 'hold', model: 'added' },
      { kind: 'money', rule: 'model.money', action: 'send_anyway', model: null },
    ]);
  });

  it("never clears a rule's flag: a model that calls gift cards benign still leaves them held", async () => {
    const { ana, lastText, say, fromAna, decided } = await introduced(() => content({ label: 'benign', reason: '' }));
    await say(GIFT_CARDS);
    expect(await lastText(ana)).toMatch(/^I haven't sent that to Bruno yet\. This looks like a request for gift cards\./);
    expect(await fromAna()).toEqual([]);
    expect(await decided()).toEqual([{ kind: 'money', rule: 'money.gift_card', action: 'hold', model: 'overruled' }]);
  });

  it('a message the rules block is never sent to the model', async () => {
    const { say, decided, asked } = await introduced(() => content({ label: 'benign', reason: '' }));
    await say("I'm going to hurt you");
    expect(asked()).toEqual([]);
    expect(await decided()).toEqual([{ kind: 'threat', rule: 'threat.violence', action: 'block', model: null }]);
  });

  it('a hanging model, a failing one and an open breaker fall back to the rules alone, each counted', async () => {
    const { say, fromAna, decided } = await introduced(
      () => ({ kind: 'slow', delayMs: 10 * 60_000, then: content({ label: 'money', reason: 'x' }) }),
      '1500',
    );
    const started = performance.now();
    await say('Thursday at the tile museum?');
    expect(performance.now() - started).toBeLessThan(5_000);
    label = () => ({ kind: 'status', status: 503, body: { error: { message: 'overloaded', type: 'server_error' } } });
    for (const text of ['or Friday?', 'either works', 'I can bring snacks', 'see you', 'bye for now', 'one more']) await say(text);
    expect(await fromAna()).toEqual([
      'Ana: Thursday at the tile museum?',
      'Ana: or Friday?',
      'Ana: either works',
      'Ana: I can bring snacks',
      'Ana: see you',
      'Ana: bye for now',
      'Ana: one more',
    ]);
    // The breaker opens after five failed calls (retries within the 1.5 s included): later messages make no call.
    const outcomes = (await decided()).map((d) => `${d.action} ${d.model}`);
    expect(outcomes.join(', ')).toMatch(/^pass timeout(, pass failed)+(, pass breaker)+$/);
    expect(app!.ai.modelStatus!().answers.classifyMessage).toMatchObject({ answers: 7, fellBack: 7 });
    const metrics = await app!.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.body).toContain('maya_relay_screen_model{outcome="timeout"} 1');
  });
});
