import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loggerOptions } from '../../src/server/lib/logger-options';
import { createAiEngine } from '../../src/server/modules/ai';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { newChatLink, phoneWith, send } from './helpers/mobile-chat';
import { signIn } from './helpers/sign-in';
import { testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

type Line = { level: number; msg: string; reqId?: string; err?: { message?: string } };

describe(`the chat turn's log on ${testDriver()}`, () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it("writes a failed companion step through the app's logger, with the request's id, and the chat goes on", async () => {
    const lines: Line[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Line);
        done();
      },
    });
    const offline = createAiEngine({ AI_TIMEOUT_MS: 1000 });
    // What Maya learns from the message fails (spec §8.6: logged, then the reply without it).
    const ai = {
      ...offline,
      extractFacts: async () => {
        throw new Error('the reader broke');
      },
    };
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    app = await buildApp({ config: testConfig(), db: handle.db, ai, loggerInstance: pino(loggerOptions({ level: 'info' }), stream) });
    await app.ready();
    const { phone } = await phoneWith(app, (await newChatLink(await signIn(app))).token);

    const { res, events } = await send(phone, 'I live in Lisbon');
    expect(res.statusCode).toBe(200);
    expect(events.map((e) => e.event)).toContain('reply');
    const failed = lines.find((line) => line.msg === 'companion fact extraction failed');
    expect(failed).toMatchObject({ level: 40, reqId: expect.any(String), err: { message: 'the reader broke' } });
    // The same request's own line (plugins/request-log.ts) carries the same id.
    const request = lines.filter((line) => line.reqId === failed!.reqId && line.msg !== failed!.msg);
    expect(request.length).toBeGreaterThan(0);
    // What the reading found is still remembered.
    const facts = await handle.db.query.memoryFacts.findMany();
    expect(facts.map((f) => [f.slot, f.value])).toContainEqual(['home_city', 'Lisbon']);
  });

  it("starts the reply before the model's fact extraction answers, and saves what it found after", async () => {
    const offline = createAiEngine({ AI_TIMEOUT_MS: 1000 });
    let release: () => void = () => {};
    const extracted = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const ai = {
      ...offline,
      // A model slower than the reply: it answers only once the reply has started.
      extractFacts: async () => {
        await extracted;
        order.push('extracted');
        return { facts: [{ slot: 'job', value: 'nurse' }] };
      },
      chatReplyStream: (input: Parameters<typeof offline.chatReplyStream>[0], signal?: AbortSignal) => {
        order.push('reply started');
        release();
        return offline.chatReplyStream(input, signal);
      },
    };
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    app = await buildApp({ config: testConfig(), db: handle.db, ai });
    await app.ready();
    const { phone } = await phoneWith(app, (await newChatLink(await signIn(app))).token);

    const { res } = await send(phone, 'I work at the hospital these days');
    expect(res.statusCode).toBe(200);
    expect(order).toEqual(['reply started', 'extracted']);
    const facts = await handle.db.query.memoryFacts.findMany();
    expect(facts.map((f) => [f.slot, f.value])).toContainEqual(['job', 'nurse']);
  });
});
