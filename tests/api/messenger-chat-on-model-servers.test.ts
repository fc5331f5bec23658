import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_FALLBACK_REPLY } from '../../src/shared/schemas/mobile-chat';
import { connectDev, deliverAll, fakeClock, mayaSaid, sendDev } from './helpers/messenger';
import { MODEL_CHAT_REPLY, MODEL_SERVERS, useModelServer } from './helpers/model-servers';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';
import { testDriver } from '../setup/test-db';

openTestDatabaseFirst();

/**
 * Issue 43 item 7: a chat turn in the messaging app (the embedded dev chat: the same turn as Telegram's and
 * WhatsApp's, channels/chat-reply.ts), answered by the model on each server people run.
 */
describe.each(MODEL_SERVERS)(`the messaging app’s chat on $name, on ${testDriver()}`, (server) => {
  const model = useModelServer(server);
  let app: FastifyInstance;
  afterEach(async () => app.close());

  it('answers with the model’s reply, not the fallback, with no call the server refuses', async () => {
    const clock = fakeClock();
    app = await createTestApp(model.env(), { messenger: { now: clock.now } });
    const ada = await signIn(app);
    await connectDev(ada);
    await deliverAll(app, clock);
    await sendDev(ada, 'I spent the weekend hiking with my dog');
    await deliverAll(app, clock);
    const said = await mayaSaid(ada);
    expect(said.at(-1)).toBe(MODEL_CHAT_REPLY);
    expect(said).not.toContain(CHAT_FALLBACK_REPLY);
    expect(model.calls('chatReply')).toBe(1);
  });
});
