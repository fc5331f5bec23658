import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { introducePair } from '../../src/server/modules/channels/testing';
import { testDriver } from '../setup/test-db';
import { twoMembers } from './helpers/inapp';
import { sendDev, tapAndAnswer } from './helpers/messenger';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const GIFT_CARDS = "send me $200 in gift cards and I'll come see you";

describe(`the safety screen on the relay (issue 42 item 1) on ${testDriver()}`, () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function introduced() {
    const world = await twoMembers();
    app = world.app;
    const decisions = { [world.ana.userId]: 'approve' as const, [world.bruno.userId]: 'approve' as const };
    const pairId = await world.propose({ status: 'introduced', decisions });
    await introducePair(world.db, world.app.messenger.notify, pairId, world.clock.now());
    const texts = async (m: typeof world.ana) => (await world.inbox(m)).map((x) => x.text);
    const say = async (m: typeof world.ana, text: string) => {
      await sendDev(m, text);
      await world.deliver();
    };
    const fromAna = async () => (await texts(world.bruno)).filter((x) => x.startsWith('Ana:'));
    const decided = async () =>
      (await world.db.select().from(t.relayScreenDecisions).where(eq(t.relayScreenDecisions.pairId, pairId))).map((d) => ({
        kind: d.kind,
        rule: d.rule,
        action: d.action,
      }));
    return { ...world, pairId, texts, say, fromAna, decided };
  }

  it('holds a money request, says why with Edit, Cancel and Send anyway, and counts it without the text', async () => {
    const { ana, inbox, say, fromAna, decided, db } = await introduced();
    await say(ana, GIFT_CARDS);
    const held = (await inbox(ana)).at(-1)!;
    expect(held.text).toMatch(/^I haven't sent that to Bruno yet\. This looks like a request for gift cards\./);
    expect(held.buttons.flat().map((b) => b.label)).toEqual(['Edit', 'Cancel', 'Send anyway']);
    expect(await fromAna()).toEqual([]);
    expect(await decided()).toEqual([{ kind: 'money', rule: 'money.gift_card', action: 'hold' }]);
    expect(JSON.stringify(await db.select().from(t.relayScreenDecisions))).not.toContain('gift cards');
  });

  it('Send anyway delivers it, and the receiver is asked "Does this bother you?" with a one-tap Report', async () => {
    const { ana, bruno, tap, texts, say, fromAna, decided, db, inbox } = await introduced();
    await say(ana, GIFT_CARDS);
    expect(await tap(ana, 'Send anyway')).toBe('Sent');
    expect(await fromAna()).toEqual([`Ana: ${GIFT_CARDS}\n\nDoes this bother you?`]);
    expect((await texts(ana)).at(-1)).toBe('Sent to Bruno.');
    expect((await inbox(bruno)).at(-1)!.buttons[0]!.map((b) => b.label)).toEqual(['Report Ana']);
    expect(await db.select().from(t.relayHeldMessages)).toEqual([]);
    // Tapping Send anyway again sends nothing twice.
    expect(await tap(ana, 'Send anyway')).toBe('Nothing waiting');
    expect(await fromAna()).toHaveLength(1);
    expect(await tap(bruno, 'Report Ana')).toBe('Reported');
    expect((await decided()).map((d) => d.action)).toEqual(['hold', 'send_anyway']);
  });

  it('Edit: the next message replaces the held one and is screened again', async () => {
    const { ana, tap, texts, say, fromAna, decided } = await introduced();
    await say(ana, GIFT_CARDS);
    expect(await tap(ana, 'Edit')).toBe('Editing');
    expect((await texts(ana)).at(-1)).toMatch(/^Write it again and I'll check it before it goes to Bruno/);
    await say(ana, 'wire me the money for my ticket, I will pay you back');
    expect((await texts(ana)).at(-1)).toMatch(/^I haven't sent that to Bruno yet\./);
    expect(await fromAna()).toEqual([]);
    await tap(ana, 'Edit');
    await say(ana, 'Shall we meet at the tile museum on Thursday?');
    expect(await fromAna()).toEqual(['Ana: Shall we meet at the tile museum on Thursday?']);
    expect((await decided()).map((d) => d.action)).toEqual(['hold', 'edit', 'hold', 'edit', 'pass']);
  });

  it('Cancel drops it: nothing reaches the other, and a later Send anyway has nothing to send', async () => {
    const { ana, inbox, tap, texts, say, fromAna, decided, db } = await introduced();
    await say(ana, GIFT_CARDS);
    const sendAnyway = (await inbox(ana))
      .at(-1)!
      .buttons.flat()
      .find((b) => b.label === 'Send anyway')!;
    expect(await tap(ana, 'Cancel')).toBe('Cancelled');
    expect((await texts(ana)).at(-1)).toBe("Cancelled. Bruno won't see it.");
    expect(await db.select().from(t.relayHeldMessages)).toEqual([]);
    expect(await tapAndAnswer(app!, ana, sendAnyway.data)).toBe('Nothing waiting');
    expect(await fromAna()).toEqual([]);
    expect((await decided()).map((d) => d.action)).toEqual(['hold', 'cancel']);
  });

  it('never delivers a threat, and offers no way to send it anyway', async () => {
    const { ana, inbox, say, fromAna, decided } = await introduced();
    await say(ana, "I'm going to hurt you");
    const answer = (await inbox(ana)).at(-1)!;
    expect(answer.text).toBe("I didn't pass that on. This reads as a threat, so Maya won't send it, even as a joke.");
    expect(answer.buttons.flat().map((b) => b.label)).not.toContain('Send anyway');
    expect(await fromAna()).toEqual([]);
    expect(await decided()).toEqual([{ kind: 'threat', rule: 'threat.violence', action: 'block' }]);
  });

  it('contact details are held back as before, and counted as blocked', async () => {
    const { ana, texts, say, fromAna, decided } = await introduced();
    await say(ana, 'Text me on +351 912 345 678');
    expect((await texts(ana)).at(-1)).toMatch(/^I didn't pass that on: it looks like it has a phone number/);
    expect(await fromAna()).toEqual([]);
    expect((await decided()).map((d) => [d.kind, d.action])).toEqual([['contact', 'block']]);
  });

  it('an ordinary message is relayed as written and counted as passed', async () => {
    const { ana, say, fromAna, decided } = await introduced();
    await say(ana, 'Hi Bruno! The tile museum on Thursday?');
    expect(await fromAna()).toEqual(['Ana: Hi Bruno! The tile museum on Thursday?']);
    expect(await decided()).toEqual([{ kind: 'none', rule: 'none', action: 'pass' }]);
  });
});
