import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import { launch, screenshot } from './support/browser';
import { openHomeSection } from './support/home';
import { admin, personAtDone } from './support/journey';
import { cardArrives, matchFor } from './support/introductions';
import { mayaLines, openDevChat, say } from './support/messenger';
import { tellMaya } from './support/preferences';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

// NOTE: its own city and seed, so its demo members never meet the other journeys' (Lyon, Bordeaux).
const NANTES = { city: 'Nantes', cityOption: 'Nantes, France' } as const;
const NORA_AGE = 33; // born 1993-05-21
const HOUR_MS = 3_600_000;

type Proposal = { id: string; firstName: string; age: number; state: string; whyItFits: string[] };

const messageWith = (page: Page, text: string | RegExp) => mayaLines(page).filter({ hasText: text }).last();
const tap = (page: Page, message: string | RegExp, button: string) =>
  messageWith(page, message).getByRole('button', { name: button, exact: true }).click();

/** The member's shortlist as /done reads it (the signed-in page's own session). */
const shortlist = (page: Page): Promise<Proposal[]> =>
  page.evaluate(async () => (await (await fetch('/api/agent/shortlist')).json()).proposals);

/** A decision as the /done card's buttons send it. */
const decide = (page: Page, id: string, decision: 'approve' | 'pass') =>
  page.evaluate(
    async ([pairId, d]) =>
      (
        await fetch(`/api/agent/proposals/${pairId}/decision`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ decision: d }),
        })
      ).status,
    [id, decision] as const,
  );

/** Moves the server's messaging clock on (the journeys' test clock, tests/e2e/support/clock.ts for the page's). */
const moveServerClock = (page: Page, ms: number): Promise<Date> =>
  page
    .evaluate(async (advance) => {
      const res = await fetch('/api/dev/clock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advance_ms: advance }),
      });
      return (await res.json()).now as string;
    }, Math.round(ms))
    .then((iso) => new Date(iso));

/** DTSTART of the .ics the chat sent (UTC). */
const startOf = (ics: string) => {
  const m = /DTSTART:(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z/.exec(ics)!;
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
};

describe('introductions that learn (issue 41 item 9): a date, the morning after, and what Maya learned', () => {
  it('Nora and a Tomas are introduced, agree a date in the chat, answer the check-in there, and the next proposal says what Maya learned', async () => {
    admin('seed-members', '20', '--near', 'Nantes', '--seed', '41');
    const nora = await personAtDone(browser, 'Nora Lindqvist-Abara', 0);
    await tellMaya(nora.page, { gender: 'Woman', seeks: 'Men', birthDate: '1993-05-21', ...NANTES });
    await openDevChat(nora.page);

    const him = await matchFor(
      browser,
      nora,
      { first: 'Tomas', last: 'Okonkwo-Reyes' },
      { gender: 'Man', seeks: 'Women', birthDate: '1988-09-09', ...NANTES },
    );
    await cardArrives(nora.page, him.firstName);

    // Six more men of Nantes look for someone; their agents meet hers. Nora decides on /done as a person might:
    // yes to the men older than her, no to the younger ones, one older man kept for later. Maya learns from each
    // decision as it is made (ADR 064), not on a schedule.
    const others = [
      ['Anton', '1985-02-11'],
      ['Basile', '1987-06-03'],
      ['Cyril', '1989-10-20'],
      ['Dario', '1997-01-15'],
      ['Elio', '1998-04-08'],
      ['Fabien', '1999-08-30'],
    ] as const;
    // NOTE: each side's agent decides its own week; about nine in ten say yes on both sides (agents.e2e.ts), so
    // all three older men are proposed in only ~3 runs of 4. A man of the kind still missing joins, as another would.
    const later = {
      older: [
        ['Gaspard', '1984-03-12'],
        ['Hugo', '1986-07-07'],
        ['Ilan', '1983-12-01'],
      ],
      younger: [
        ['Jules', '1998-11-11'],
        ['Kylian', '1999-02-02'],
        ['Lucas', '2000-05-05'],
      ],
    } as const;
    const join = async ([first, birthDate]: readonly [string, string]) => {
      const man = await personAtDone(browser, `${first} Okonkwo-Reyes`, 1);
      await tellMaya(man.page, { gender: 'Man', seeks: 'Women', birthDate, ...NANTES });
      await man.context.close();
    };
    for (const man of others) await join(man);
    const open = async () => (await shortlist(nora.page)).filter((p) => p.state === 'new' && p.firstName !== him.firstName);
    const split = async () => {
      const waiting = await open();
      return { older: waiting.filter((p) => p.age > NORA_AGE), younger: waiting.filter((p) => p.age < NORA_AGE) };
    };
    const enough = async () => {
      const { older, younger } = await split();
      return older.length >= 3 && younger.length >= 2;
    };
    for (let round = 0; ; round++) {
      const ready = await expect
        .poll(enough, { timeout: 120_000, interval: 2_000 })
        .toBe(true)
        .then(() => true)
        .catch((error: unknown) => {
          if (round === later.older.length) throw error;
          return false;
        });
      if (ready) break;
      const { older, younger } = await split();
      if (older.length < 3) await join(later.older[round]!);
      if (younger.length < 2) await join(later.younger[round]!);
    }
    const { older, younger } = await split();
    const next = older.reduce((a, b) => (b.age > a.age ? b : a));
    // Before she decides: nothing of hers has been learned, so the "why" is the agents' week and the profiles'.
    const before = (await shortlist(nora.page)).find((p) => p.id === next.id)!;
    for (const p of [...older.filter((o) => o.id !== next.id), ...younger])
      expect(await decide(nora.page, p.id, p.age > NORA_AGE ? 'approve' : 'pass')).toBe(200);
    // Both approve in the chat and are introduced there.
    await tap(nora.page, `found someone for you: ${him.firstName}`, 'Approve');
    await tap(him.page, `found someone for you: ${nora.firstName}`, 'Approve');
    for (const [page, other] of [
      [nora.page, him.firstName],
      [him.page, nora.firstName],
    ] as const)
      await messageWith(page, `Meet ${other}!`).waitFor({ timeout: 15_000 });

    // A date agreed in the chat.
    await tap(him.page, `Meet ${nora.firstName}!`, 'Find a time');
    await messageWith(nora.page, "Let's find a time").waitFor({ timeout: 15_000 });
    await say(nora.page, 'saturday 2-6pm');
    await say(him.page, 'saturday 2-6pm');
    for (const page of [nora.page, him.page]) await messageWith(page, 'Times that suit you').waitFor({ timeout: 15_000 });
    for (const page of [nora.page, him.page]) await messageWith(page, 'Times that suit you').getByRole('button').first().click();
    for (const page of [nora.page, him.page]) await messageWith(page, "It's a date").waitFor({ timeout: 15_000 });
    const file = messageWith(nora.page, "It's a date").getByRole('link', { name: /Date invitation \(\.ics\)/ });
    const [download] = await Promise.all([nora.page.waitForEvent('download'), file.click()]);
    const start = startOf(readFileSync((await download.path())!, 'utf8'));
    await screenshot(nora.page, 'learning-date-agreed-phone');

    // The next morning (10:00 after an afternoon date), on the server's clock: Maya asks in the chat, Nora answers there.
    const now = await moveServerClock(nora.page, 0);
    await moveServerClock(nora.page, start.getTime() + 20 * HOUR_MS + 60_000 - now.getTime());
    const didYouMeet = `A quick check-in about your date with ${him.firstName}: did you meet?`;
    await messageWith(nora.page, didYouMeet).waitFor({ timeout: 90_000 });
    expect(await messageWith(nora.page, didYouMeet).innerText()).toContain(`${him.firstName} never sees your answers.`);
    await screenshot(nora.page, 'learning-check-in-met-phone');
    await tap(nora.page, didYouMeet, 'Yes, we met');
    await messageWith(nora.page, 'Glad you met! How was it?').waitFor({ timeout: 15_000 });
    await tap(nora.page, 'Glad you met! How was it?', '5');
    const again = `Would you like to see ${him.firstName} again?`;
    await messageWith(nora.page, again).waitFor({ timeout: 15_000 });
    await tap(nora.page, again, 'Yes');
    await expect.poll(async () => (await mayaLines(nora.page).last().innerText()).trim(), { timeout: 15_000 }).not.toContain(again);
    expect(await seriousAxeFindings(nora.page)).toEqual([]);
    await screenshot(nora.page, 'learning-check-in-done-phone');
    // The other journeys share this server: its clock goes back to real time.
    await nora.page.evaluate(() => fetch('/api/dev/clock', { method: 'DELETE' }));
    // He is asked his own check-in; none of her answers is ever shown to him.
    expect(await him.page.content()).not.toMatch(/Glad you met|Would you like to see/);

    // The next proposal's "why" on /done names what Maya learned from Nora's own answers.
    await nora.page.goto('/done');
    await openHomeSection(nora.page, 'Introductions');
    const learned = 'You tend to say yes to people a little older than you';
    await expect
      .poll(async () => (await shortlist(nora.page)).find((p) => p.id === next.id)?.whyItFits ?? [], { timeout: 30_000 })
      .toContain(learned);
    expect(before.whyItFits).not.toContain(learned);
    const card = nora.page.getByRole('article').filter({ hasText: next.firstName }).filter({ hasText: 'Why Maya thinks it fits' }).first();
    await card.getByText(learned).waitFor();
    await card.scrollIntoViewIfNeeded();
    expect(await seriousAxeFindings(nora.page)).toEqual([]);
    await screenshot(nora.page, 'learning-next-proposal-why-phone');
    expect(nora.errors).toEqual([]);
    expect(him.errors).toEqual([]);
    await nora.context.close();
    await him.context.close();
  }, 900_000);
});
