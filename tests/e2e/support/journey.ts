import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { newPage, newPerson, signInAs, VIEWPORTS } from './browser';

/** Completes the assessment through the API from the signed-in page (for journeys that start later). */
export async function completeAssessmentViaApi(page: Page, pick = 0) {
  const status = await page.evaluate(async (choice) => {
    const post = (url: string, body: unknown) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
    const state = await fetch('/api/assessment').then((r) => r.json());
    const { session_id } = await post('/api/assessment/start', {});
    for (const scene of state.scenes) {
      const option = scene.options[Math.min(choice, scene.options.length - 1)];
      await post('/api/assessment/responses', {
        session_id,
        scene_data: { scene_id: scene.id, option_selected: option.value, reaction_time_ms: 2400 },
      });
    }
    const done = await fetch('/api/assessment/complete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session_id }),
    });
    return done.status;
  }, pick);
  if (status !== 200) throw new Error(`assessment did not complete: ${status}`);
}

/** Runs the real admin command against the journeys' server. */
export function admin(...args: string[]) {
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    env: { ...process.env, PUBLIC_URL: inject('baseUrl'), PGLITE_DIR: inject('dataDir'), DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

export async function outbox(page: Page): Promise<{ kind: string; recipient: string; subject: string | null; body: string }[]> {
  return page.evaluate(async () => (await fetch('/api/dev/outbox').then((r) => r.json())).entries);
}

/**
 * A new person all the way to /done on a phone: signs in, takes the assessment (choosing `pick` in
 * every scene), is approved by the admin command, and completes the hand-off as the chat card does.
 */
export async function personAtDone(browser: Browser, fullName: string, pick = 0) {
  const opened = await newPage(browser, VIEWPORTS.phone);
  const person = newPerson(fullName);
  await signInAs(opened.page, person);
  await completeAssessmentViaApi(opened.page, pick);
  admin('approve', person.email);
  const handoff = await opened.page.evaluate(
    async () =>
      (
        await fetch('/api/handoff/complete', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"channel":"whatsapp"}',
        })
      ).status,
  );
  expect(handoff).toBe(200);
  await opened.page.goto('/done');
  return { ...opened, firstName: fullName.split(' ')[0]! };
}
