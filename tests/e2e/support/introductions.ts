import type { Browser, Page } from 'playwright-core';
import { personAtDone } from './journey';
import { mayaLines, openDevChat } from './messenger';
import { tellMaya, type WhoToMeet } from './preferences';

export type Member = Awaited<ReturnType<typeof personAtDone>>;

/** Whether Maya's card for `firstName` arrives in the dev chat (the agents' week ended YES on this side). */
export const cardArrives = (page: Page, firstName: string) =>
  mayaLines(page)
    .filter({ hasText: `Maya's agent found someone for you: ${firstName}, ` })
    .last()
    .waitFor({ timeout: 45_000 })
    .then(() => true)
    .catch(() => false);

/**
 * A man in `me`'s city whose agents' week with `her` ends YES on both sides, in the dev chat.
 * NOTE: bounded retries on the agents' own verdict, never on the app's behaviour.
 */
export async function matchFor(browser: Browser, her: Member, name: { first: string; last: string }, me: WhoToMeet): Promise<Member> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const candidate = await personAtDone(browser, `${name.first}${'I'.repeat(attempt)} ${name.last}`, 1);
    await openDevChat(candidate.page);
    await candidate.page.goto('/done');
    await tellMaya(candidate.page, me);
    await candidate.page.goto('/dev/messenger');
    if (await cardArrives(candidate.page, her.firstName)) return candidate;
    await candidate.context.close();
  }
  throw new Error(`no week between ${her.firstName} and a ${name.first} ended YES on both sides in four tries`);
}
