import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalCard } from '../../src/shared/schemas/shortlist';
import { seriousAxeFindings } from './support/axe';
import { VIEWPORTS, launch, newPage, newPerson, screenshot, signInAs } from './support/browser';
import { admin, completeAssessmentViaApi } from './support/journey';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

const week = (name: string) => [
  { from: 'you', text: 'She spent Sunday at the tile museum. Would he like that?' },
  { from: name, text: 'He would love it: azulejos are a favourite.' },
  { from: 'you', text: 'A slow walk by the river for a first plan?' },
];
const card = (id: string, firstName: string, state: ProposalCard['state'], over: Partial<ProposalCard> = {}): ProposalCard => ({
  id,
  firstName,
  age: 31,
  area: 'Porto, Portugal',
  summary: 'Adventurous and playful.',
  weekLines: week(firstName),
  sharedInterests: ['museums', 'walking', 'coffee'],
  whyItFits: ['You both light up about museums', 'Same easy pace for weekends'],
  myDecision: state === 'new' ? null : 'approve',
  myReason: null,
  state,
  expiresAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  introducedAt: state === 'introduced' ? new Date().toISOString() : null,
  ...over,
});

/** The engine is not part of this journey: the shortlist's answers are given to the page as the API would. */
async function serveShortlist(page: Page, cards: ProposalCard[]) {
  await page.route('**/api/agent/shortlist', (route) => route.fulfill({ json: { proposals: cards } }));
  await page.route('**/api/agent/proposals/*/decision', async (route) => {
    const id = new URL(route.request().url()).pathname.split('/')[4]!;
    const decided = { ...cards.find((c) => c.id === id)!, state: 'waiting' as const, myDecision: 'approve' as const };
    cards.splice(
      cards.findIndex((c) => c.id === id),
      1,
      decided,
    );
    await route.fulfill({ json: decided });
  });
}

describe('the shortlist on /done (issue 31)', () => {
  it('shows the empty state, then proposals on a 390 px phone: axe-clean, approve moves focus, report asks in a dialog', async () => {
    const { page, context, errors } = await newPage(browser, VIEWPORTS.phone);
    const person = newPerson('Marta Reis');
    await signInAs(page, person);
    await completeAssessmentViaApi(page);
    admin('approve', person.email);
    await page.evaluate(() =>
      fetch('/api/handoff/complete', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"channel":"whatsapp"}' }),
    );
    await page.goto('/done');
    await page.getByText("Your agent is meeting other members' agents. Proposals appear here.").waitFor();

    const cards = [
      card('3f2504e0-4f89-41d3-9a0c-0305e82c3301', 'Bruno', 'new'),
      card('3f2504e0-4f89-41d3-9a0c-0305e82c3302', 'Carla', 'waiting', { age: null }),
      card('3f2504e0-4f89-41d3-9a0c-0305e82c3303', 'Dora', 'introduced', { area: 'Lisbon, Portugal' }),
    ];
    await serveShortlist(page, cards);
    await page.reload();
    await page.getByRole('button', { name: 'Approve Bruno' }).waitFor();
    const findings = await seriousAxeFindings(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByRole('region', { name: 'Your shortlist' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'done-shortlist-phone');

    await page.getByRole('button', { name: 'Approve Bruno' }).click();
    await page.getByText('Waiting for Bruno').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Waiting for Bruno');

    await page.getByRole('button', { name: 'Report Carla' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report Carla' });
    await dialog.getByRole('radio', { name: 'I feel unsafe' }).waitFor();
    findings.push(...(await seriousAxeFindings(page)));
    await screenshot(page, 'done-shortlist-report-phone');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Report Carla');
    expect(findings).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
