import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { introducePair } from '../../src/server/modules/channels/testing';
import { testDriver } from '../setup/test-db';
import { twoMembers } from './helpers/inapp';
import { sendDev } from './helpers/messenger';
import { appWithRouteList, ADMIN_TOKEN } from './helpers/route-list';
import { signIn } from './helpers/sign-in';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const STAFF = { ADMIN_EMAILS: 'ada.admin@maya.test', MODERATOR_EMAILS: 'mo.moderator@maya.test, Second.Mod@maya.test' };
const ADMIN = { email: 'ada.admin@maya.test', name: 'Ada Admin' };
const MODERATOR = { email: 'mo.moderator@maya.test', name: 'Mo Moderator' };
const GIFT_CARDS = "send me $200 in gift cards and I'll come see you";

/** Routes only an admin may call; every other /api/admin route is a moderator's too. */
const ADMIN_ONLY = [
  '/api/admin/invite',
  '/api/admin/approve',
  '/api/admin/decline',
  '/api/admin/waitlist',
  '/api/admin/overview',
  '/api/admin/seed-members',
  '/api/admin/remove-demo-members',
  '/api/admin/reports',
];

describe(`the moderation console's API (issue 42 item 3) on ${testDriver()}`, () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('checks the role on every /api/admin route: anonymous 401, member 403, moderator 403 on admin routes, admin passes', async () => {
    const listed = await appWithRouteList(STAFF);
    app = listed.app;
    const admin = await signIn(app, ADMIN);
    const moderator = await signIn(app, MODERATOR);
    const member = await signIn(app, { email: 'pat.member@example.com', name: 'Pat Member' });
    const routes = listed.routes.filter((r) => r.url.startsWith('/api/admin/'));
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([...ADMIN_ONLY, '/api/admin/queue', '/api/admin/actions', '/api/admin/audit', '/api/admin/me']),
    );
    for (const route of routes) {
      const method = route.method as 'GET' | 'POST';
      const call = (who?: typeof admin) =>
        (who?.request ?? ((o: object) => app!.inject({ ...o, headers: { origin: 'http://localhost:3000' } })))({
          method,
          url: route.url,
          ...(method === 'POST' ? { payload: {} } : {}),
        });
      const anonymous = await call();
      expect([route.url, anonymous.statusCode, anonymous.json().code]).toEqual([route.url, 401, 'not_signed_in']);
      const asMember = await call(member);
      expect([route.url, asMember.statusCode, asMember.json().code]).toEqual([route.url, 403, 'not_staff']);
      const asModerator = await call(moderator);
      const adminOnly = ADMIN_ONLY.includes(route.url);
      expect([route.url, asModerator.statusCode === 403]).toEqual([route.url, adminOnly]);
      if (adminOnly) expect(asModerator.json()).toEqual({ code: 'admins_only', message: 'Only an admin can do this.' });
      const asAdmin = await call(admin);
      // Past the role check: the route's own answer (200, or 400 for an empty body), never 401 or 403.
      expect([route.url, [401, 403].includes(asAdmin.statusCode)]).toEqual([route.url, false]);
    }
    // The bearer token still serves the CLI.
    const cli = await app.inject({ method: 'GET', url: '/api/admin/waitlist', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(cli.statusCode).toBe(200);
    const wrong = await app.inject({ method: 'GET', url: '/api/admin/queue', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  async function reported(options: { report?: boolean } = {}) {
    const world = await twoMembers({ config: STAFF });
    app = world.app;
    const decisions = { [world.ana.userId]: 'approve' as const, [world.bruno.userId]: 'approve' as const };
    const pairId = await world.propose({ status: 'introduced', decisions });
    await introducePair(world.db, world.app.messenger.notify, pairId, world.clock.now());
    await sendDev(world.ana, GIFT_CARDS);
    await world.deliver();
    expect(await world.tap(world.ana, 'Send anyway')).toBe('Sent');
    if (options.report !== false) expect(await world.tap(world.bruno, 'Report Ana')).toBe('Reported');
    const moderator = await signIn(world.app, MODERATOR);
    const say = async (m: typeof world.ana, text: string) => {
      await sendDev(m, text);
      await world.deliver();
    };
    const queue = async () => (await moderator.request({ method: 'GET', url: '/api/admin/queue' })).json().items as Item[];
    const actOn = (item: string, body: object, who = moderator) =>
      who.request({ method: 'POST', url: '/api/admin/actions', payload: { item, ...body } });
    return { ...world, pairId, moderator, queue, actOn, say };
  }
  it('lists a safety hold as a pause to look at; dismissing it lifts the pause, tells the member, and resolves it once', async () => {
    const world = await reported({ report: false });
    const { db, ana, queue, actOn } = world;
    await db.insert(t.safetyHolds).values({ userId: ana.userId, reason: 'repeated_flags', detail: '5 flagged messages in 7 days' });
    const hold = (await queue()).find((i) => i.kind === 'hold')!;
    expect(hold).toMatchObject({
      reason: 'Paused automatically: flagged again and again (5 flagged messages in 7 days)',
      member: { firstName: 'Ana' },
      messages: [],
    });
    expect((await actOn(hold.key, { action: 'dismiss', reason: 'Looked fine on review' })).statusCode).toBe(200);
    expect((await actOn(hold.key, { action: 'dismiss', reason: 'Again' })).statusCode).toBe(409);
    const [row] = await db.select().from(t.safetyHolds).where(eq(t.safetyHolds.userId, ana.userId));
    expect(row).toMatchObject({ status: 'lifted', liftedBy: MODERATOR.email, liftReason: 'Looked fine on review' });
    await world.deliver();
    expect(await world.lastText(ana)).toMatch(/^A moderator looked at your account: your introductions and messages are back on/);
    expect((await queue()).some((i) => i.kind === 'hold')).toBe(false);
  });

  type Item = {
    key: string;
    kind: string;
    sources: { key: string; kind: string; reason: string; createdAt: string }[];
    reason: string;
    createdAt: string;
    messages: { from: string; text: string }[];
    member: { firstName: string; accountAgeDays: number };
    history: { flags: number; reports: number };
  };

  it('lists a report and the flags of one message as one item with both sources, the relay’s messages, history and age, no e-mail', async () => {
    const { queue } = await reported();
    const items = await queue();
    expect(items).toHaveLength(1);
    const [item] = items;
    // The screen's hold, the Send anyway that followed it, and Bruno's report: one message, oldest first.
    expect(item!.sources.map((s) => s.kind).sort()).toEqual(['flag', 'flag', 'report']);
    expect(item!.sources.map((s) => s.createdAt)).toEqual([...item!.sources.map((s) => s.createdAt)].sort());
    expect(item!.sources.map((s) => s.reason)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/held by the screen/),
        expect.stringMatching(/sent anyway/),
        expect.stringMatching(/^Reported for/),
      ]),
    );
    expect(item!.key).toBe(item!.sources[0]!.key);
    expect(item!.member).toMatchObject({ firstName: 'Ana', accountAgeDays: 0 });
    // The evidence is the report's: what Bruno received.
    expect(item!.messages).toEqual([{ from: 'Ana', text: GIFT_CARDS, at: expect.any(String) }]);
    expect(item!.history).toMatchObject({ flags: 2, reports: 1 });
    const body = JSON.stringify(items);
    expect(body).not.toContain('@example.com');
    expect(body).not.toContain('Souza');
  });

  it('a flag of another message stays an item of its own', async () => {
    const { queue, say, ana } = await reported({ report: false });
    await say(ana, 'you are such an idiot');
    const items = await queue();
    expect(items.map((i) => i.sources.length).sort()).toEqual([1, 2]);
    expect(items.flatMap((i) => i.sources.map((s) => s.kind))).toEqual(['flag', 'flag', 'flag']);
  });

  it('suspends with a reason: Maya tells the member, the audit log shows who, what and why, and the member can appeal once', async () => {
    const { queue, actOn, moderator, db, ana, bruno, lastText, inbox, say } = await reported({ report: false });
    const flag = (await queue()).find((i) => i.sources.some((s) => s.reason.includes('sent anyway')))!;
    const missing = await actOn(flag.key, { action: 'suspend', reason: 'Asked for gift cards' });
    expect(missing.statusCode).toBe(400);
    const done = await actOn(flag.key, { action: 'suspend', reason: 'Asked for gift cards', days: 7 });
    expect(done.statusCode).toBe(200);
    expect(await lastText(ana)).toMatch(
      /^A message from the Maya team: your account is suspended for 7 days\. The reason: Asked for gift cards\./,
    );
    const audit = (await moderator.request({ method: 'GET', url: '/api/admin/audit' })).json().entries;
    // One row per source of that message: the screen's hold and the Send anyway after it.
    expect(audit.map((e: { itemKey: string }) => e.itemKey).sort()).toEqual(flag.sources.map((s) => s.key).sort());
    for (const entry of audit)
      expect(entry).toMatchObject({ actorEmail: MODERATOR.email, action: 'suspend', reason: 'Asked for gift cards', days: 7 });
    expect((await queue()).map((i) => i.key)).not.toContain(flag.key);
    const [sanction] = await db.select().from(t.memberSanctions).where(eq(t.memberSanctions.userId, ana.userId));
    expect(sanction).toMatchObject({ state: 'suspended', appeal: 'open' });
    // No edits: the audit log refuses an update.
    await expect(db.update(t.moderationActions).set({ reason: 'changed' })).rejects.toThrow();
    // Her reply is her one appeal; after it, her messages to Bruno stop while she is suspended.
    await say(ana, 'I was only joking');
    expect(await lastText(ana)).toMatch(/^Thank you\. I’ve passed your appeal/);
    await say(ana, 'hello Bruno');
    expect(await lastText(ana)).toMatch(/^Your account is suspended until \d{4}-\d\d-\d\d, so I can't pass messages on/);
    expect((await inbox(bruno)).map((m) => m.text).filter((x) => x.startsWith('Ana:'))).toHaveLength(1);
    const appeals = (await queue()).filter((i) => i.kind === 'appeal');
    expect(appeals.map((a) => a.reason)).toEqual(['Appeal: “I was only joking”']);
    // The appeal is answered like any item, and a second reply is no appeal.
    expect((await actOn(appeals[0]!.key, { action: 'dismiss', reason: 'The request stands' })).statusCode).toBe(200);
    await say(ana, 'please');
    expect((await queue()).filter((i) => i.kind === 'appeal')).toEqual([]);
  });

  it('writes an audit row for every action and every source, and parallel actions on one item resolve it once', async () => {
    const { queue, actOn, moderator, db, app: world } = await reported();
    const second = await signIn(world, { email: 'second.mod@maya.test', name: 'Second Mod' });
    const [item] = await queue();
    const [hold, sentAnyway, report] = item!.sources;
    const answers = await Promise.all([
      actOn(report!.key, { action: 'warn', reason: 'Money request' }),
      actOn(hold!.key, { action: 'dismiss', reason: 'Fine' }, second),
      actOn(report!.key, { action: 'warn', reason: 'Money request again' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({
      code: 'already_resolved',
      message: 'Someone has already resolved this item.',
    });
    // One action resolved the message's three sources, each with its audit row.
    expect((await actOn(sentAnyway!.key, { action: 'dismiss', reason: 'Again' })).statusCode).toBe(409);
    expect(await queue()).toEqual([]);
    const rows = await db.select().from(t.moderationActions);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => `${r.action}:${r.reason}:${r.actorEmail}`)).size).toBe(1);
    const audit = (await moderator.request({ method: 'GET', url: '/api/admin/audit' })).json().entries;
    expect(audit.map((e: { itemKey: string }) => e.itemKey).sort()).toEqual([hold!.key, sentAnyway!.key, report!.key].sort());
    const [reportRow] = await db.select().from(t.memberReports);
    expect(reportRow!.status).toBe('reviewed');
  });

  it('a ban ends every session and relay, withdraws proposals, and refuses sign-up again with the same verified e-mail', async () => {
    const { queue, actOn, db, ana, bruno, app: world, lastText, pairId } = await reported({ report: false });
    const report = (await queue()).find((i) => i.sources.some((s) => s.reason.includes('sent anyway')))!;
    const admin = await signIn(world, ADMIN);
    expect((await actOn(report.key, { action: 'ban', reason: 'Scam' }, admin)).statusCode).toBe(200);
    expect((await ana.request({ method: 'GET', url: '/api/auth/session' })).json().session).toBeNull();
    const live = await db.select().from(t.sessions).where(eq(t.sessions.userId, ana.userId));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const [pair] = await db.select().from(t.agentPairs).where(eq(t.agentPairs.id, pairId));
    expect(pair!.status).toBe('closed');
    await world.messenger.deliverDue(world.messenger.deps.now());
    const toAna = await db.select().from(t.outbox).where(eq(t.outbox.userId, ana.userId)).orderBy(t.outbox.id);
    expect(toAna.map((m) => m.text).at(-1)).toMatch(/your account is banned/);
    expect(await lastText(bruno)).toBe('Your chat has ended: the other member is no longer on Maya. Thank you for being kind.');
    const [relay] = await db.select().from(t.messengerRelays).where(eq(t.messengerRelays.pairId, pairId));
    expect(relay).toMatchObject({ status: 'ended', endedReason: 'banned' });
    await expect(signIn(world, { email: 'Ana.Souza@example.com', name: 'Ana Again' })).rejects.toThrow(
      /403 .*"code":"account_banned".*can't be used on Maya/,
    );
    const [banned] = await db.select().from(t.bannedAddresses);
    expect(banned!.digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the admin approves with the spec’s e-mail and declines (who, when and why in the audit log), and reads the overview', async () => {
    const listed = await appWithRouteList(STAFF);
    app = listed.app;
    const admin = await signIn(app, ADMIN);
    await signIn(app, { email: 'wait.one@example.com', name: 'Wait One' });
    await signIn(app, { email: 'wait.two@example.com', name: 'Wait Two' });
    const { getTestDatabase } = await import('../setup/test-db');
    const { db } = await getTestDatabase();
    await db.insert(t.waitlist).select(
      db
        .select({
          userId: t.users.id,
          email: t.users.email,
          createdAt: t.users.createdAt,
          approvedAt: t.users.createdAt,
          declinedAt: t.users.createdAt,
        })
        .from(t.users)
        .where(eq(t.users.id, t.users.id))
        .limit(0),
    );
    for (const email of ['wait.one@example.com', 'wait.two@example.com']) {
      const [u] = await db.select().from(t.users).where(eq(t.users.email, email));
      await db.insert(t.waitlist).values({ userId: u!.id, email }).onConflictDoNothing();
    }
    const approved = await admin.request({
      method: 'POST',
      url: '/api/admin/approve',
      payload: { email: 'wait.one@example.com', reason: 'Invited by a member' },
    });
    expect(approved.json()).toEqual({ result: 'approved' });
    const [mail] = await db.select().from(t.outbox).where(eq(t.outbox.address, 'wait.one@example.com'));
    expect(mail!.subject).toBe("You're in — Maya is ready for you");
    const declined = await admin.request({
      method: 'POST',
      url: '/api/admin/decline',
      payload: { email: 'wait.two@example.com', reason: 'Outside the launch city' },
    });
    expect(declined.json()).toEqual({ result: 'declined' });
    expect((await admin.request({ method: 'POST', url: '/api/admin/decline', payload: { email: 'wait.two@example.com' } })).json()).toEqual(
      { result: 'not_waiting' },
    );
    const entries = (await admin.request({ method: 'GET', url: '/api/admin/waitlist' })).json().entries;
    expect(
      entries.map((e: { email: string; approvedAt: string | null; declinedAt: string | null }) => [
        e.email,
        Boolean(e.approvedAt),
        Boolean(e.declinedAt),
      ]),
    ).toEqual([
      ['wait.one@example.com', true, false],
      ['wait.two@example.com', false, true],
    ]);
    // Who, when, what and why, for both; a second decline (nothing changed) writes nothing.
    const audit = (await admin.request({ method: 'GET', url: '/api/admin/audit' })).json().entries;
    const ids = Object.fromEntries((await db.select().from(t.waitlist)).map((w) => [w.email, w.userId]));
    expect(audit.map((e: Record<string, unknown>) => [e.itemKey, e.actorEmail, e.action, e.reason]).sort()).toEqual(
      [
        [`waitlist:${ids['wait.one@example.com']}:approve`, ADMIN.email, 'approve', 'Invited by a member'],
        [`waitlist:${ids['wait.two@example.com']}:decline`, ADMIN.email, 'decline', 'Outside the launch city'],
      ].sort(),
    );
    expect(audit.every((e: { createdAt: string }) => !Number.isNaN(Date.parse(e.createdAt)))).toBe(true);
    const overview = (await admin.request({ method: 'GET', url: '/api/admin/overview' })).json();
    expect(overview.days).toHaveLength(14);
    expect(overview.model).toMatchObject({ engine: 'offline', state: 'ok' });
    expect(overview).toMatchObject({ membersActive: 0, proposalsOpen: 0, introductions: 0 });
  });
});
