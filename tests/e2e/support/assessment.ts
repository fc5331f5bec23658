import type { Page } from 'playwright-core';
import { letTimePass } from './clock';

/**
 * Answers the scene on screen with its first option, answering or skipping any follow-up probe.
 * NOTE: the page needs `installClock` (tests/e2e/support/clock.ts) before it loads.
 */
export async function answerScene(page: Page, n: number, shots?: (name: string) => Promise<void>) {
  await page.getByText(`SCENE ${n} OF 8`).waitFor();
  const option = page.getByRole('radio').first();
  await option.waitFor();
  await shots?.(`scene-${n}`);
  // Think for a moment (page time, not a sleep) so the fast-response probe does not fire on every scene.
  await letTimePass(page, 300);
  await option.click();
  const next =
    n < 8 ? page.getByText(`SCENE ${n + 1} OF 8`) : page.getByText(/ALL 8 SCENES DONE|Your Maya Profile|responses recorded/).first();
  const probe = page.getByText('A quick follow-up');
  await Promise.race([next.waitFor({ timeout: 20_000 }), probe.waitFor({ timeout: 20_000 })]);
  if (await probe.isVisible()) {
    await shots?.(`probe-${n}`);
    await page.getByRole('button', { name: 'Skip' }).click();
    await next.waitFor({ timeout: 20_000 });
  }
}
