import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerScene } from './support/assessment';
import { seriousAxeFindings } from './support/axe';
import { VIEWPORTS, launch, newPage, newPerson, screenshot, signInAs } from './support/browser';
import { installClock } from './support/clock';

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

const onePagePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

/** The statement on screen is `n`; answers it (odd ones by tap, even ones by arrows + Enter) and waits for what comes next. */
async function answer(page: Page, n: number) {
  const group = page.getByRole('radiogroup');
  if (n % 2 === 1) await group.getByRole('radio', { name: n % 3 === 0 ? 'Not really me' : 'Quite like me' }).click();
  else {
    await group.getByRole('radio', { name: 'Not me at all' }).focus();
    for (let step = 0; step < (n % 4 === 0 ? 4 : 3); step++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  }
  await Promise.race([page.getByText(`Question ${n + 1} of up to 12`).waitFor(), page.getByRole('heading', { name: SUMMARY }).waitFor()]);
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
      expect(await card.innerText()).toMatch(/Maya is least sure about your [\s\S]+Answer up to 12 quick questions \(about 2 minutes\)/);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await card.screenshot({ path: 'test-results/screenshots/sharpen-card-phone.png', animations: 'disabled' });

      await card.getByRole('link', { name: 'Sharpen my profile' }).click();
      await page.waitForURL('**/sharpen');
      await page.getByText('Question 1 of up to 12').waitFor();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await onePagePhone(page);
      await screenshot(page, 'sharpen-statement-phone');

      let n = 1;
      for (; n <= 12; n++) {
        await answer(page, n);
        if (await page.getByRole('heading', { name: SUMMARY }).isVisible()) break;
        // A reload resumes where the server is.
        if (n === 3) {
          await page.reload();
          await page.getByText('Question 4 of up to 12').waitFor();
        }
      }
      const summary = page.getByRole('heading', { name: SUMMARY });
      await summary.waitFor();
      expect(n).toBeLessThanOrEqual(12);
      expect(await page.getByText(/^(Maya is now sure enough of all six traits|That's all of them|That's every statement)/).count()).toBe(
        1,
      );
      const rows = await page.getByTestId('certainty-change').allInnerTexts();
      expect(rows).toHaveLength(6);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await onePagePhone(page);
      await screenshot(page, 'sharpen-summary-phone');

      await page.getByRole('link', { name: 'Back to your profile' }).click();
      await page.waitForURL('**/reveal');
      const after = await revealCertainty(page);
      expect(after).not.toEqual(before);
      expect(await page.getByRole('region', { name: 'Sharpen your profile' }).count()).toBe(0);
      await screenshot(page, 'sharpen-reveal-after-phone');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
