import type { Page } from 'playwright-core';
import { openHomeSection } from './home';

export type WhoToMeet = { gender: 'Woman' | 'Man'; seeks: 'Men' | 'Women'; birthDate: string; city: string; cityOption: string };

/**
 * Fills "Who you'd like to meet" in the home's Settings as a person would and saves it (which sets
 * the agent looking). Starts from any section of the home and ends on Settings.
 */
export async function tellMaya(page: Page, me: WhoToMeet) {
  await openHomeSection(page, 'Settings');
  const card = page.getByRole('region', { name: /Who you.d like to meet/ });
  await card.getByLabel('Date of birth', { exact: true }).fill(me.birthDate);
  await card.getByRole('radio', { name: me.gender, exact: true }).check();
  await card.getByRole('checkbox', { name: me.seeks, exact: true }).check();
  await card.getByLabel('Aged from', { exact: true }).fill('25');
  await card.getByLabel('to', { exact: true }).fill('45');
  const city = card.getByRole('combobox', { name: 'Where you live' });
  await city.fill(me.city);
  await card.getByRole('option', { name: me.cityOption }).click();
  await card.getByLabel("How far I'd travel").selectOption('50');
  await card.getByLabel('Looking for', { exact: true }).selectOption('long_term');
  await card.getByRole('button', { name: 'Save' }).click();
  await card.getByRole('button', { name: 'Edit' }).waitFor();
}
