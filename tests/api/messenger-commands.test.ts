import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { connectDev, deliverAll, fakeClock, mayaSaid, sendDev, userIdOf } from './helpers/messenger';
import { signIn, type Browser } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const DAY = 24 * 3600 * 1000;
const automation = async (b: Browser) => (await b.request({ method: 'GET', url: '/api/automation' })).json().status;

describe(`commands in the messaging app on ${testDriver()}`, () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  async function start() {
    const clock = fakeClock();
    app = await createTestApp({}, { messenger: { now: clock.now } });
    const ada = await signIn(app);
    await ada.request({ method: 'POST', url: '/api/handoff/complete', payload: { channel: 'telegram' } });
    await connectDev(ada);
    const say = async (text: string) => {
      await sendDev(ada, text);
      await deliverAll(app, clock);
      return (await mayaSaid(ada)).at(-1)!;
    };
    return { clock, ada, say };
  }

  it('"pause for a week" pauses, and the agent turns itself back on after 7 days', async () => {
    const { clock, ada, say } = await start();
    expect(await say('Can you pause for a week please?')).toMatch(/Paused\. Maya's agent starts again on Friday 4 December/);
    expect(await automation(ada)).toBe('paused');
    expect(await say('status')).toMatch(/^Paused until Friday 4 December/);
    expect(await app.messenger.resumeEndedPauses(new Date(clock.now().getTime() + 6 * DAY))).toEqual([]);
    expect(await automation(ada)).toBe('paused');
    expect(await app.messenger.resumeEndedPauses(new Date(clock.now().getTime() + 7 * DAY))).toEqual([userIdOf(ada)]);
    expect(await automation(ada)).toBe('active');
  });

  it('a plain PAUSE has no end, and a pause from /done cancels the timed one', async () => {
    const { clock, ada, say } = await start();
    await say('pause for 2 days');
    await ada.request({ method: 'POST', url: '/api/automation', payload: { action: 'pause_automation' } });
    expect(await app.messenger.resumeEndedPauses(new Date(clock.now().getTime() + 3 * DAY))).toEqual([]);
    expect(await say('PAUSE')).toMatch(/until you say RESUME/);
  });

  it('RESUME without preferences is refused with the same sentence as /done, and a link to it', async () => {
    const { ada, say } = await start();
    await say('pause');
    expect(await say('resume')).toBe("Tell Maya who you'd like to meet first. http://localhost:3000/done");
    expect(await automation(ada)).toBe('paused');
  });

  it('HELP lists the commands; DISCONNECT ends the chat with one goodbye', async () => {
    const { ada, say } = await start();
    const help = await say('/help');
    expect(help).toMatch(/PAUSE[\s\S]*RESUME[\s\S]*STATUS[\s\S]*TIME ZONE[\s\S]*HELP[\s\S]*STOP or DISCONNECT/);
    expect(help).not.toMatch(/END CHAT|DATE/); // nobody introduced yet
    expect(await say('disconnect')).toMatch(/won't get any more messages/);
    const { db } = await getTestDatabase();
    const [link] = await db
      .select()
      .from(t.messengerLinks)
      .where(eq(t.messengerLinks.userId, userIdOf(ada)));
    expect(link!.status).toBe('disconnected');
  });

  it('TIMEZONE shows the zone; "time zone <city>" and "my time zone is <IANA>" set it on every chat, and a reconnect keeps it', async () => {
    const { ada, say } = await start();
    const zones = async () =>
      ((await ada.request({ method: 'GET', url: '/api/messenger/connections' })).json().connections as { time_zone: string }[]).map(
        (c) => c.time_zone,
      );
    expect(await say('TIMEZONE')).toMatch(/^Your time zone is UTC \(it's 10:00 there now\)\..*“time zone Lisbon”/);
    expect(await say('time zone Porto')).toBe(
      "Done: your time zone is now Europe/Lisbon (from Porto, Portugal), where it's 10:00. I'll use it for dates and reminders.",
    );
    expect(await say('My time zone is America/New_York.')).toMatch(/^Done: your time zone is now America\/New_York, where it's 05:00\./);
    expect(await zones()).toEqual(['America/New_York']);
    expect(await say('time zone Atlantisville')).toMatch(
      /^I couldn't find a time zone for “atlantisville”\. Try a city, like “time zone Lisbon”/,
    );
    expect(await zones()).toEqual(['America/New_York']);
    await ada.request({ method: 'POST', url: '/api/messenger/disconnect', payload: { channel: 'dev' } });
    await connectDev(ada);
    expect(await zones()).toEqual(['America/New_York']);
    expect(await say("what's my time zone?")).toMatch(/^Your time zone is America\/New_York \(it's 05:00 there now\)/);
  });

  it('deleting the account removes the links, tokens and messages', async () => {
    const { ada, say } = await start();
    await say('hello there');
    await ada.request({ method: 'GET', url: '/api/messenger/connections' });
    const res = await ada.request({ method: 'POST', url: '/api/privacy/delete-account', payload: { email: 'ada@example.com' } });
    expect(res.statusCode).toBe(204);
    const { db } = await getTestDatabase();
    const userId = userIdOf(ada);
    expect(await db.select().from(t.messengerLinks).where(eq(t.messengerLinks.userId, userId))).toEqual([]);
    expect(await db.select().from(t.outbox).where(eq(t.outbox.userId, userId))).toEqual([]);
    expect(await db.select().from(t.messengerLinkTokens).where(eq(t.messengerLinkTokens.userId, userId))).toEqual([]);
  });
});
