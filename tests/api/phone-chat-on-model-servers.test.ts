import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { completeAssessment } from './helpers/assessment';
import { newChatLink, phoneWith, send } from './helpers/mobile-chat';
import { MODEL_CHAT_REPLY, MODEL_SERVERS, useModelServer } from './helpers/model-servers';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';
import { testDriver } from '../setup/test-db';

openTestDatabaseFirst();

/** Issue 43 item 7: the phone's chat (/m), its reply streamed by the model on each server people run. */
describe.each(MODEL_SERVERS)(`the phone chat on $name, on ${testDriver()}`, (server) => {
  const model = useModelServer(server);
  let app: FastifyInstance;
  afterEach(async () => app.close());

  it('streams the model’s reply, not the fallback, with no call the server refuses', async () => {
    app = await createTestApp(model.env());
    const desktop = await signIn(app);
    await completeAssessment(desktop);
    const { phone } = await phoneWith(app, (await newChatLink(desktop)).token);
    const { res, events } = await send(phone, 'I spent the weekend hiking with my dog');
    expect(res.statusCode).toBe(200);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.join('')).toBe(MODEL_CHAT_REPLY);
    expect(events.find((e) => e.event === 'reply')?.data).toMatchObject({ fallback: false, message: { content: MODEL_CHAT_REPLY } });
    expect(model.calls('chatReply')).toBe(1);
  });
});
