import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { introducePair } from '../../src/server/modules/channels/testing';
import { testDriver } from '../setup/test-db';
import { twoMembers } from './helpers/inapp';
import { drainInbox, sendDev, tapAndAnswer } from './helpers/messenger';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const TOKEN = 'relay-admin-token-0123456789abcdef';

describe(`introductions and the relay on ${testDriver()}`, () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function introduced() {
    const world = await twoMembers({ adminToken: TOKEN });
    app = world.app;
    const decisions = { [world.ana.userId]: 'approve' as const, [world.bruno.userId]: 'approve' as const };
    const pairId = await world.propose({ status: 'introduced', decisions });
    await introducePair(world.db, world.app.messenger.notify, pairId, world.clock.now());
    const texts = async (m: typeof world.ana) => (await world.inbox(m)).map((x) => x.text);
    /** The person writes in their dev chat; what the dispatcher then delivers is their chats'. */
    const say = async (m: typeof world.ana, text: string) => {
      await sendDev(m, text);
      await world.deliver();
    };
    return { ...world, pairId, texts, say };
  }

  it('introduces both with how the relay works, and relays both ways with first names and no addresses', async () => {
    const { ana, bruno, texts, say, inbox } = await introduced();
    expect((await texts(ana))[0]).toMatch(/^You and Bruno both said yes\. Meet Bruno!/);
    expect((await texts(bruno))[0]).toMatch(/say SHARE[\s\S]*say MAYA[\s\S]*TALK TO Ana[\s\S]*END CHAT, BLOCK or REPORT/);
    await say(ana, 'Hi Bruno! The tile museum on Thursday?');
    await say(bruno, 'Hi Ana, I would love that.');
    expect((await texts(bruno)).at(-1)).toBe('Ana: Hi Bruno! The tile museum on Thursday?');
    expect((await texts(ana)).at(-1)).toBe('Bruno: Hi Ana, I would love that.');
    expect(
      (await inbox(bruno))
        .at(-1)!
        .buttons.flat()
        .map((b) => b.label),
    ).toEqual(['End chat', 'Block', 'Report']);
    const everything = JSON.stringify([await inbox(ana), await inbox(bruno)]);
    expect(everything).not.toMatch(/Souza|Costa|example\.com/);
  });

  it("HELP during an introduction lists the relay's commands with the other's name, and the core's; it is not relayed", async () => {
    const { ana, bruno, texts, say } = await introduced();
    await say(ana, 'help');
    const help = (await texts(ana)).at(-1)!;
    for (const command of [
      'PAUSE',
      'RESUME',
      'STATUS',
      'TIME ZONE',
      'STOP',
      'DATE',
      'MAYA',
      'TALK TO Bruno',
      'SHARE',
      'END CHAT',
      'BLOCK or REPORT Bruno',
    ])
      expect(help).toContain(command);
    expect((await texts(bruno)).some((x) => /help/i.test(x) && x.startsWith('Ana:'))).toBe(false);
  });

  it("the introduction's Find a time asks both for times; their next words are read as times, not relayed", async () => {
    const { ana, bruno, texts, say, tap } = await introduced();
    expect(await tap(bruno, 'Find a time')).toBe("I'll ask you both when suits you");
    await tap(bruno, 'Find a time');
    for (const m of [ana, bruno]) expect((await texts(m)).filter((x) => /^Let's find a time for you and/.test(x))).toHaveLength(1);
    await say(ana, 'sunday morning works for me');
    expect((await texts(ana)).at(-1)).toMatch(/^Thanks! I'll ask Bruno/);
    expect((await texts(bruno)).some((x) => x.includes('sunday morning'))).toBe(false);
  });

  it('does not pass on contact details; SHARE sends the sender’s own contact only after they confirm', async () => {
    const { ana, bruno, texts, say, tap } = await introduced();
    await say(ana, 'Text me on +351 912 345 678 or ana.s@mail.pt');
    expect((await texts(ana)).at(-1)).toMatch(/^I didn't pass that on: it looks like it has a phone number and an e-mail address/);
    expect(await texts(bruno)).toHaveLength(1); // the introduction only
    await say(ana, 'share');
    expect((await texts(ana)).at(-1)).toBe('Share ana.souza@example.com with Bruno? Only you can decide this; I never share it on my own.');
    expect(await texts(bruno)).toHaveLength(1);
    expect(await tap(ana, 'Yes, share with Bruno')).toBe('Shared');
    expect((await texts(bruno)).at(-1)).toBe('Ana shared their contact with you: ana.souza@example.com');
  });

  it('MAYA talks to the companion while the relay waits; TALK TO <name> comes back', async () => {
    const { ana, bruno, texts, say, inbox } = await introduced();
    await say(ana, 'maya');
    expect((await texts(ana)).at(-1)).toMatch(/^You're talking to me now/);
    await say(ana, 'I live in Lisbon and love museums');
    expect(await texts(bruno)).toHaveLength(1);
    expect((await texts(ana)).at(-1)).not.toMatch(/^Bruno:/);
    // Bruno's message still reaches her, with how to answer.
    await say(bruno, 'Are you there?');
    const last = (await inbox(ana)).at(-1)!;
    expect(last.text).toBe('Bruno: Are you there?\n\n(Say TALK TO Bruno to answer.)');
    expect(last.buttons[0]![0]!.label).toBe('Answer Bruno');
    await say(ana, 'talk to bruno');
    await say(ana, 'Yes! Sorry.');
    expect((await texts(bruno)).at(-1)).toBe('Ana: Yes! Sorry.');
    await say(ana, 'Maya, what do you know about me?');
    expect((await texts(bruno)).at(-1)).toBe('Ana: Yes! Sorry.');
  });

  it('END CHAT ends it for both: later text goes to Maya, nothing reaches the other', async () => {
    const { ana, bruno, texts, say, db, pairId } = await introduced();
    await say(bruno, 'END CHAT');
    expect((await texts(bruno)).at(-1)).toMatch(/^Ended\. Ana won't get your messages/);
    expect(await texts(ana)).toContain('Your chat with Bruno has ended. Thank you for being kind.');
    await say(ana, 'Hello?');
    expect((await texts(bruno)).at(-1)).toMatch(/^Ended\./);
    const [relay] = await db.select().from(t.messengerRelays).where(eq(t.messengerRelays.pairId, pairId));
    expect(relay).toMatchObject({ status: 'ended', endedReason: 'ended' });
  });

  it('a block stops delivery both ways, even of messages already queued, and /done shows it', async () => {
    const { ana, bruno, texts, say, inbox, shortlist, db, deliver } = await introduced();
    await texts(ana);
    const block = (await inbox(bruno))[0]!.buttons.flat().find((b) => b.label === 'Block')!.data;
    // Queued, not yet delivered: the dispatcher does not run between these.
    await sendDev(ana, 'One from Ana');
    await sendDev(bruno, 'One from Bruno');
    await drainInbox(app!);
    expect(await tapAndAnswer(app!, bruno, block)).toBe('Blocked');
    await deliver();
    expect((await texts(bruno)).filter((x) => x.startsWith('Ana:'))).toEqual([]);
    expect((await texts(ana)).filter((x) => x.startsWith('Bruno:'))).toEqual([]);
    const dropped = await db.select().from(t.outbox).where(like(t.outbox.dedupeKey, 'relay:%'));
    expect(dropped.map((r) => r.status)).toEqual(['failed', 'failed']);
    expect(dropped[0]!.lastError).toMatch(/^relay_closed/);
    await say(ana, 'Still there?');
    expect((await texts(bruno)).filter((x) => x.startsWith('Ana:'))).toEqual([]);
    expect(await shortlist(ana)).toEqual([]);
    expect(await shortlist(bruno)).toEqual([]);
    expect(await texts(ana)).toContain('Your chat with Bruno has ended. Thank you for being kind.');
  });

  it('a block on /done closes the relay in the app too', async () => {
    const { ana, bruno, texts, say, db, pairId } = await introduced();
    const res = await ana.request({ method: 'POST', url: `/api/agent/proposals/${pairId}/block`, payload: {} });
    expect(res.json()).toEqual({ proposals: [] });
    await say(bruno, 'Are we still on for Thursday?');
    expect((await texts(ana)).filter((x) => x.startsWith('Bruno:'))).toEqual([]);
    expect((await texts(bruno)).at(-1)).not.toMatch(/^Ana:/);
    const [relay] = await db.select().from(t.messengerRelays).where(eq(t.messengerRelays.pairId, pairId));
    expect(relay).toMatchObject({ status: 'ended', endedReason: 'blocked' });
  });

  it('REPORT lands in the admins’ reports and blocks; erasing one member removes the relay', async () => {
    const { ana, bruno, say, texts, app: a, db, pairId } = await introduced();
    await say(ana, 'report');
    expect((await texts(ana)).at(-1)).toMatch(/^Reported, and Bruno is blocked/);
    const res = await a.inject({ method: 'GET', url: '/api/admin/reports', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.json().reports).toEqual([
      expect.objectContaining({
        reporter: expect.objectContaining({ userId: ana.userId }),
        reported: expect.objectContaining({ userId: bruno.userId }),
      }),
    ]);
    expect(await db.select().from(t.messengerRelays).where(eq(t.messengerRelays.pairId, pairId))).toHaveLength(1);
    const gone = await bruno.request({ method: 'POST', url: '/api/privacy/delete-account', payload: { email: 'bruno.costa@example.com' } });
    expect(gone.statusCode).toBe(204);
    expect(await db.select().from(t.messengerRelays)).toEqual([]);
  });

  it('REPORT asks what happened; the next message is stored with the report, confirmed, and goes nowhere else', async () => {
    const { ana, bruno, say, texts, app: a, clock } = await introduced();
    const reports = async () =>
      (await a.inject({ method: 'GET', url: '/api/admin/reports', headers: { authorization: `Bearer ${TOKEN}` } })).json().reports;
    await say(ana, 'REPORT');
    expect((await texts(ana)).at(-1)).toMatch(/^Reported, and Bruno is blocked: .* What happened\? Tell me in one message/);
    expect(await reports()).toEqual([expect.objectContaining({ reason: 'other', note: 'Reported from the messaging app chat.' })]);
    clock.advance(5 * 60_000);
    await say(ana, 'He kept asking me to send him money for a plane ticket.');
    expect((await texts(ana)).at(-1)).toBe("Thank you. I've added that to your report, and our team will look at it.");
    expect(await reports()).toEqual([
      expect.objectContaining({
        reason: 'fake_profile',
        note: 'Reported from the messaging app chat. In their words: He kept asking me to send him money for a plane ticket.',
      }),
    ]);
    expect((await texts(bruno)).join('\n')).not.toMatch(/money|plane ticket|reported/i);
    expect((await texts(bruno)).filter((x) => x.startsWith('Ana:'))).toEqual([]);
    // Asked once: the next message is a chat with Maya again.
    await say(ana, 'I feel a bit shaken, to be honest');
    expect((await texts(ana)).at(-1)).not.toMatch(/added that to your report/);
    expect((await reports())[0].note).toMatch(/plane ticket\.$/);
  });

  it('"REPORT <reason>" reports with the reason at once; SKIP after the Report button leaves the report as it is', async () => {
    const first = await introduced();
    await first.say(first.ana, 'report: he threatened me when I said no');
    expect((await first.texts(first.ana)).at(-1)).toBe(
      'Reported, and Bruno is blocked: thank you for telling us. Our team will look at what you wrote.',
    );
    const [row] = await first.db.select().from(t.memberReports);
    expect(row).toMatchObject({
      reason: 'unsafe',
      note: expect.stringMatching(/In their words: he threatened me when I said no$/),
      noteRequestedAt: null,
    });
    await first.app.close();

    const second = await introduced();
    expect(await second.tap(second.bruno, 'Report')).toBe('Reported');
    await second.say(second.bruno, 'skip');
    expect((await second.texts(second.bruno)).at(-1)).toBe('Okay. Your report stands as it is.');
    const [report] = await second.db.select().from(t.memberReports);
    expect(report).toMatchObject({ reason: 'other', note: 'Reported from the messaging app chat.', noteRequestedAt: null });
  });
});
