import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The API paths the page asks for after the server answered `trigger` (e.g. '/api/auth/signout').
 * Once a session has ended only the session itself may be read: anything else goes out with the
 * ended session (a 401), e.g. from a screen that bounced back to a signed-in page.
 */
export function apiRequestsAfter(page: Page, trigger: string): string[] {
  const paths: string[] = [];
  let answered = false;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === trigger) answered = true;
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (answered && pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

/** What `apiRequestsAfter` saw, less the session reads a signed-out visitor makes anyway. */
const readsBeyondSession = (paths: string[]) => paths.filter((path) => path !== '/api/auth/session');

/**
 * The state a few seconds after the session ended (Sign Out, account deletion), not a URL passed on
 * the way: the network has gone quiet, the page clock is moved on 5 s (so any pending timer or
 * redirect would have fired), and the visitor is still on / with 'Try Maya', nothing of theirs on
 * screen, and nothing but the session read since (`readsAfter`, from `apiRequestsAfter`).
 */
export async function expectSettledSignedOut(page: Page, person: { name: string; email: string }, readsAfter: string[]) {
  await page.waitForURL((url) => url.pathname === '/');
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward(5_000);
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/');
  await page.getByRole('button', { name: 'Try Maya' }).waitFor();
  const text = await page.locator('body').innerText();
  expect(text).not.toContain("You're in");
  expect(text).not.toContain(person.name.split(' ')[0]);
  expect(text).not.toContain(person.email);
  expect(readsBeyondSession(readsAfter)).toEqual([]);
  expect(await page.evaluate(async () => (await fetch('/api/auth/session')).json())).toEqual({ session: null, can_refresh: false });
}
