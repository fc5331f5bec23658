import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import { sharedPlanSchema } from '../../src/shared/schemas/date-day';
import { VIEWPORTS, launch, newPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/**
 * Issue 42 item 4: the page a friend opens from "Share my plan with a friend" (the link itself is made in the chat:
 * tests/e2e/messenger-network.e2e.ts opens a real one; tests/api/date-day.test.ts covers expiry). Signed out, at 390 px.
 */
describe('a shared date plan', () => {
  it('shows the time in the sharer’s zone, the kind of place and the first name, on a phone', async () => {
    const friend = await newPage(browser, VIEWPORTS.phone);
    // NOTE: the answer is the route's, checked by its own schema; making a real one takes two members and a date
    // (messenger-network.e2e.ts does).
    const plan = sharedPlanSchema.parse({
      startsAt: '2026-12-05T18:00:00.000Z',
      endsAt: '2026-12-05T19:30:00.000Z',
      timeZone: 'Europe/Lisbon',
      place: 'a gallery or museum',
      firstName: 'Bruno',
    });
    await friend.page.route('**/api/shared-plans/*', (route) => route.fulfill({ json: plan }));
    await friend.page.goto(`/plan/${'b'.repeat(32)}`);
    await friend.page.getByRole('heading', { name: 'Your friend is meeting Bruno' }).waitFor();
    const text = await friend.page.locator('main').innerText();
    expect(text).toContain('Saturday 5 December, 18:00–19:30');
    expect(text).toContain('(Lisbon time)');
    expect(text).toContain('a gallery or museum, a public place');
    expect(text).toContain('This link stops working after the date.');
    expect(await friend.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAxeFindings(friend.page)).toEqual([]);
    await screenshot(friend.page, 'shared-plan-phone');
    expect(friend.errors).toEqual([]);
  });

  it('a link that leads nowhere says so plainly, signed out, on a phone', async () => {
    const friend = await newPage(browser, VIEWPORTS.phone, [{ status: 404, url: /^\/api\/shared-plans\// }]);
    await friend.page.goto(`/plan/${'a'.repeat(32)}`);
    await friend.page.getByRole('heading', { name: 'Nothing to show' }).waitFor();
    await friend.page.getByText("This link doesn't lead to a plan.").waitFor();
    expect(await seriousAxeFindings(friend.page)).toEqual([]);
    await screenshot(friend.page, 'shared-plan-gone-phone');
    expect(friend.errors).toEqual([]);
  });
});
