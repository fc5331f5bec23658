import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import { VIEWPORTS, launch, screenshot } from './support/browser';
import { openHomeSection } from './support/home';
import { personAtDone } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

describe("who you'd like to meet (issue 31 item 1)", () => {
  // NOTE: five axe runs (Settings and Maya, before and after): like the accessibility journeys, two minutes.
  it(
    'an approved person on /done is led to the card in Settings, fills it, picks a city from the list, saves, and finds the summary after a reload',
    { timeout: 120_000 },
    async () => {
      const { page, context, errors } = await personAtDone(browser, 'Mira Kovač');
      // The agent waits for the card: Maya's section says so, and Introductions leads to it.
      await openHomeSection(page, 'Maya');
      await page.getByText("Your agent starts looking once you tell Maya who you'd like to meet.").waitFor();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await openHomeSection(page, 'Introductions');
      await page
        .getByRole('region', { name: /^First, tell Maya who you.d like to meet$/ })
        .getByRole('link', { name: 'Tell Maya in Settings' })
        .click();
      await page.waitForURL((url) => url.pathname === '/done/settings');
      const card = page.getByRole('region', { name: /Who you.d like to meet/ });
      await card.getByText(/^Your agent starts looking once you tell Maya who you.d like to meet\. /).waitFor();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await screenshot(page, 'done-preferences-empty-phone');

      // Saving an empty card says what is missing, before anything is sent.
      await card.getByRole('button', { name: 'Save' }).click();
      await card.getByText('Pick your city from the list.').first().waitFor();

      await card.getByLabel('Date of birth', { exact: true }).fill('1993-08-21');
      await card.getByRole('radio', { name: 'Woman', exact: true }).check();
      await card.getByRole('checkbox', { name: 'Men', exact: true }).check();
      await card.getByLabel('Aged from', { exact: true }).fill('28');
      await card.getByLabel('to', { exact: true }).fill('42');
      const city = card.getByRole('combobox', { name: 'Where you live' });
      await city.fill('zuri');
      await card.getByRole('option', { name: 'Zürich, Switzerland' }).waitFor();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await screenshot(page, 'done-preferences-city-phone');
      await city.press('ArrowDown');
      await city.press('Enter');
      await expect(city.inputValue()).resolves.toBe('Zürich, Switzerland');
      await card.getByLabel("How far I'd travel").selectOption('100');
      await card.getByLabel('Looking for', { exact: true }).selectOption('long_term');
      await card.getByRole('checkbox', { name: /Show my personality summary/ }).uncheck();
      await card.getByRole('button', { name: 'Save' }).click();
      await card.getByRole('button', { name: 'Edit' }).waitFor();

      await page.reload();
      await card.getByText('Zürich, Switzerland, within 100 km').waitFor();
      await card.getByText('Men, 28–42').waitFor();
      await card.getByText('Your first name, age and area').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await screenshot(page, 'done-preferences-saved-phone');
      // The nudge is gone from Introductions, and Maya is at work.
      await openHomeSection(page, 'Introductions');
      expect(await page.getByRole('region', { name: /^First, tell Maya who you.d like to meet$/ }).count()).toBe(0);
      await openHomeSection(page, 'Maya');
      await page.getByText('Maya is reviewing profiles').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
