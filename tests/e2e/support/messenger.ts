import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openHomeSection } from './home';

export const mayaLines = (page: Page) => page.locator('[role="log"] ol > li[data-from="maya"]');

/** Sends a line from the reply box with the keyboard and waits for Maya's next delivered message. */
export async function say(page: Page, text: string) {
  const before = await mayaLines(page).count();
  await page.getByLabel('Message Maya').fill(text);
  await page.getByLabel('Message Maya').press('Enter');
  await page.locator('[role="log"] ol > li[data-from="you"]', { hasText: text }).waitFor();
  await mayaLines(page).nth(before).waitFor({ timeout: 15_000 });
  return (await mayaLines(page).last().innerText()).trim();
}

/** From the card in the home's Maya section to the connected development chat (the embedded messaging app). */
export async function openDevChat(page: Page) {
  await openHomeSection(page, 'Maya');
  const card = page.getByRole('region', { name: 'Maya in your messaging app' });
  await card.getByRole('link', { name: 'Open the development chat' }).click();
  await page.waitForURL('**/dev/messenger');
  await page.getByRole('button', { name: 'Connect this chat' }).click();
  await mayaLines(page).first().waitFor();
  expect(await mayaLines(page).first().innerText()).toContain("You're connected!");
}
