import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

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
  return execFileSync('npx', ['tsx', 'scripts/admin.ts', ...args], {
    env: { ...process.env, PUBLIC_URL: inject('baseUrl'), PGLITE_DIR: inject('dataDir'), DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

export async function outbox(page: Page): Promise<{ kind: string; recipient: string; subject: string | null; body: string }[]> {
  return page.evaluate(async () => (await fetch('/api/dev/outbox').then((r) => r.json())).entries);
}
