import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { addProposal, signedInMember } from './helpers/agent-fixtures';
import { fakeTelegramApi, type FakeTelegramApi } from './helpers/fake-telegram-api';
import { ANA, BRUNO, proposalReady } from './helpers/inapp';
import { connectDev, deliverAll, drainInbox, fakeClock, mayaSaid, sendDev, tapAndAnswer } from './helpers/messenger';
import { callbackUpdate, postUpdate, telegramConfig, textUpdate } from './helpers/telegram-updates';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const CHAT = 777;
type Keyboard = { inline_keyboard: { text: string; callback_data: string }[][] };

describe(`a proposal and its relay through Telegram (the fake Bot API) on ${testDriver()}`, () => {
  let app: FastifyInstance | undefined;
  let fake: FakeTelegramApi | undefined;
  afterEach(async () => {
    await app?.close();
    await fake?.close();
  });

  it('Ana on Telegram approves with the inline keyboard (answered), Bruno in the dev chat; they talk through the relay', async () => {
    const clock = fakeClock(new Date());
    fake = await fakeTelegramApi();
    app = await createTestApp(telegramConfig(fake.url), { messenger: { now: clock.now } });
    const { db } = await getTestDatabase();
    const ana = await signedInMember(app, db, ANA);
    const bruno = await signedInMember(app, db, BRUNO);
    const link = (await ana.request({ method: 'GET', url: '/api/messenger/connections' })).json().telegram_link as string;
    await postUpdate(app, textUpdate(1, CHAT, `/start ${new URL(link).searchParams.get('start')}`));
    await drainInbox(app);
    await connectDev(bruno);
    const pairId = await addProposal(db, ana.userId, bruno.userId);
    await proposalReady(db, pairId, clock.now());
    await deliverAll(app, clock);

    const sent = () => fake!.callsOf('sendMessage').map((c) => c.params);
    const card = sent().at(-1)!;
    expect(String(card.text)).toMatch(/found someone for you: Bruno, 34, Lisbon, Portugal/);
    const keyboard = (card.reply_markup as Keyboard).inline_keyboard.flat();
    expect(keyboard.map((b) => b.text)).toEqual(['Approve', 'Pass', 'Tell me more']);
    for (const b of keyboard) expect(Buffer.byteLength(b.callback_data)).toBeLessThanOrEqual(64);

    await postUpdate(app, callbackUpdate(2, CHAT, keyboard[0]!.callback_data));
    await drainInbox(app);
    expect(fake.callsOf('answerCallbackQuery').at(-1)!.params).toMatchObject({ callback_query_id: 'cb2', text: 'Approved' });
    const brunoMessages = (await (await bruno.request({ method: 'GET', url: '/api/dev/messenger' })).json()).messages as {
      buttons: { label: string; data: string }[][];
    }[];
    const approveData = brunoMessages.flatMap((m) => m.buttons.flat()).find((b) => b.label === 'Approve')!.data;
    expect(await tapAndAnswer(app, bruno, approveData)).toBe('You and Ana are introduced!');
    await deliverAll(app, clock);
    expect(String(sent().at(-1)!.text)).toMatch(/^You and Bruno both said yes/);

    await postUpdate(app, textUpdate(3, CHAT, 'Hello Bruno, museum on Thursday?'));
    await deliverAll(app, clock);
    expect((await mayaSaid(bruno)).at(-1)).toBe('Ana: Hello Bruno, museum on Thursday?');
    await sendDev(bruno, 'Yes please!');
    await deliverAll(app, clock);
    expect(sent().at(-1)).toMatchObject({ chat_id: String(CHAT), text: 'Bruno: Yes please!' });
    expect(JSON.stringify(sent())).not.toMatch(/Costa|bruno\.costa/);

    // The screen: a money request is held with an inline keyboard; Send anyway relays it with "Does this bother you?".
    const giftCards = "send me $200 in gift cards and I'll come see you";
    await postUpdate(app, textUpdate(4, CHAT, giftCards));
    await deliverAll(app, clock);
    const held = sent().at(-1)!;
    expect(String(held.text)).toMatch(/^I haven't sent that to Bruno yet\. This looks like a request for gift cards/);
    const heldKeys = (held.reply_markup as Keyboard).inline_keyboard.flat();
    expect(heldKeys.map((b) => b.text)).toEqual(['Edit', 'Cancel', 'Send anyway']);
    for (const b of heldKeys) expect(Buffer.byteLength(b.callback_data)).toBeLessThanOrEqual(64);
    expect((await mayaSaid(bruno)).at(-1)).toBe('Ana: Hello Bruno, museum on Thursday?');
    await postUpdate(app, callbackUpdate(5, CHAT, heldKeys[2]!.callback_data));
    await drainInbox(app);
    expect(fake.callsOf('answerCallbackQuery').at(-1)!.params).toMatchObject({ callback_query_id: 'cb5', text: 'Sent' });
    await deliverAll(app, clock);
    expect((await mayaSaid(bruno)).at(-1)).toBe(`Ana: ${giftCards}\n\nDoes this bother you?`);
  });
});
