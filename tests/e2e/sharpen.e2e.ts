import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerScene } from './support/assessment';
import { seriousAxeFindings } from './support/axe';
import { VIEWPORTS, launch, newPage, newPerson, screenshot, signInAs } from './support/browser';
import { installClock } from './support/clock';
import { openHomeSection } from './support/home';
import { personAtDone } from './support/journey';
import { FOLLOW_UP_CHOICES, ITEM_BANK } from '@shared/domain/assessment/follow-up/item-bank';
import { FOLLOW_UP_LIMIT } from '@shared/domain/assessment/follow-up/next-item';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

const SUMMARY = 'Thank you, that helps';

/** The reveal's six 'How sure Maya is: …' lines, in display order. */
const revealCertainty = async (page: Page) => {
  await page.getByText('Profile Complete').waitFor();
  await page.getByTestId('trait-certainty').nth(5).waitFor();
  return page.getByTestId('trait-certainty').allInnerTexts();
};

const RANKS = { 'Still learning': 0, 'Fairly sure': 1, Sure: 2 } as const;
/** The six lines as one number: higher is surer. */
const sureness = (lines: string[]) => lines.reduce((sum, line) => sum + RANKS[line.split(': ')[1] as keyof typeof RANKS], 0);

const onePagePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/**
 * Answers the statement on screen as one consistent person would (agreeing with what each statement
 * was written to show, disagreeing with its reverse: random answers rightly leave Maya unsure), the
 * odd ones by tap and the even ones by arrows + Enter, then waits for what comes next.
 */
async function answer(page: Page, n: number) {
  const group = page.getByRole('radiogroup');
  const statementId = (await group.getAttribute('aria-labelledby'))!;
  const text = await page.evaluate((id) => document.getElementById(id)?.textContent?.trim(), statementId);
  const item = ITEM_BANK.find((i) => i.text === text);
  expect(item, text).toBeDefined();
  const choice = item!.writtenFor.keyed === 1 ? 4 : 2;
  if (n % 2 === 1) await group.getByRole('radio', { name: FOLLOW_UP_CHOICES[choice - 1] }).click();
  else {
    await group.getByRole('radio', { name: FOLLOW_UP_CHOICES[0] }).focus();
    for (let step = 1; step < choice; step++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  }
  await Promise.race([
    page.getByText(`Question ${n + 1} of up to ${FOLLOW_UP_LIMIT}`).waitFor(),
    page.getByRole('heading', { name: SUMMARY }).waitFor(),
  ]);
}

describe("'Sharpen your profile' (issue 33)", () => {
  it(
    'a new person finishes the assessment, takes the follow-up to its stop rule, and the reveal is surer',
    { timeout: 180_000 },
    async () => {
      const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
      await installClock(page);
      await signInAs(page, newPerson('Ines Duarte'));
      await page.goto('/onboarding');
      for (let n = 1; n <= 8; n++) await answerScene(page, n);
      await page.getByRole('heading', { name: 'Your Maya Profile' }).waitFor({ timeout: 20_000 });

      await page.goto('/reveal');
      const before = await revealCertainty(page);
      const card = page.getByRole('region', { name: 'Sharpen your profile' });
      expect(await card.innerText()).toMatch(/Maya is least sure about your [\s\S]+Answer up to 24 quick questions \(about 4 minutes\)/);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await card.screenshot({ path: 'test-results/screenshots/sharpen-card-phone.png', animations: 'disabled' });

      await card.getByRole('link', { name: 'Sharpen my profile' }).click();
      await page.waitForURL('**/sharpen');
      await page.getByText(`Question 1 of up to ${FOLLOW_UP_LIMIT}`).waitFor();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await onePagePhone(page);
      await screenshot(page, 'sharpen-statement-phone');

      let n = 1;
      for (; n <= FOLLOW_UP_LIMIT; n++) {
        await answer(page, n);
        if (await page.getByRole('heading', { name: SUMMARY }).isVisible()) break;
        // A reload resumes where the server is.
        if (n === 3) {
          await page.reload();
          await page.getByText(`Question 4 of up to ${FOLLOW_UP_LIMIT}`).waitFor();
        }
      }
      const summary = page.getByRole('heading', { name: SUMMARY });
      await summary.waitFor();
      expect(n).toBeLessThanOrEqual(FOLLOW_UP_LIMIT);
      expect(
        await page
          .getByText(/^(Maya is now sure enough of all six traits|That was the last question for now|That's every statement)/)
          .count(),
      ).toBe(1);
      // The start was seen in this tab (before the reload): each row reads 'was … now …' to a screen reader.
      const rows = await page.getByTestId('certainty-change').allTextContents();
      expect(rows).toHaveLength(6);
      for (const row of rows) expect(row).toMatch(/was (Sure|Fairly sure|Still learning)now (Sure|Fairly sure|Still learning)$/);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await onePagePhone(page);
      await screenshot(page, 'sharpen-summary-phone');

      // Back on the reveal, the rescored profile (re-read on arrival) says how sure Maya is now.
      const followUpRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/profile/follow-up');
      await page.getByRole('link', { name: 'Back to your profile' }).click();
      await page.waitForURL('**/reveal');
      await expect.poll(() => revealCertainty(page), { timeout: 10_000 }).not.toEqual(before);
      expect(sureness(await revealCertainty(page))).toBeGreaterThan(sureness(before));
      // Done, so the card is gone for good.
      expect(((await (await followUpRead).json()) as { status: string }).status).toBe('done');
      expect(await page.getByRole('region', { name: 'Sharpen your profile' }).count()).toBe(0);
      await screenshot(page, 'sharpen-reveal-after-phone');
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("from /done's Profile, one answer and 'Stop here': the answer counts, and the card is gone from it", async () => {
    const { page, context, errors } = await personAtDone(browser, 'Tomas Lindqvist');
    await openHomeSection(page, 'Profile');
    const card = page.getByRole('region', { name: 'Sharpen your profile' });
    await card.getByRole('link', { name: 'Sharpen my profile' }).click();
    await page.waitForURL('**/sharpen');
    await answer(page, 1);
    await page.getByText(`Question 2 of up to ${FOLLOW_UP_LIMIT}`).waitFor();
    await page.getByRole('button', { name: 'Stop here' }).click();
    await page.getByRole('heading', { name: SUMMARY }).waitFor();
    await page.getByText('You stopped here, and every answer you gave counts.').waitFor();
    const followUpRead = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/profile/follow-up');
    await page.getByRole('link', { name: 'Back to Profile' }).click();
    await page.waitForURL('**/done/profile');
    const read = (await (await followUpRead).json()) as { status: string; stop: string; answered: number };
    expect(read).toMatchObject({ status: 'done', stop: 'stopped', answered: 1 });
    await page.getByRole('heading', { level: 1, name: 'Profile', exact: true }).waitFor();
    expect(await card.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
