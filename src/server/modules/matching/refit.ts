import type { Database } from '../../db/client';
import { eachLearnableOutcomePage, forgetPausedMembers, learnableOutcomes, OUTCOME_PAGE_ROWS } from './learned-outcomes';
import { fitInPages, update } from './ranking';
import { lockedState, lockRanker, saveRanker } from './ranker-store';

/**
 * The two ways the stored ranker learns (ADR 054), each one transaction holding the network row's
 * lock, so two workers running them at once take turns and neither loses the other's write.
 */

export type RefitResult = { outcomes: number; members: number; version: number; ms: number };

/**
 * The nightly full refit: every learnable outcome, in time order, from the prior (`fit`), replacing
 * every member's row. What deleted, paused and blocked members taught leaves every parameter here.
 * The outcomes are read and learned a page of `pageRows` at a time: what it holds grows with the
 * model's parameters (a record per member), not with the outcomes (about 20 per member).
 */
export async function refitRanker(
  db: Database,
  now: Date,
  { pageRows = OUTCOME_PAGE_ROWS }: { pageRows?: number } = {},
): Promise<RefitResult> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    const locked = await lockRanker(tx, now);
    const paged = fitInPages(locked.network.config);
    let outcomes = 0;
    const { latest } = await eachLearnableOutcomePage(
      tx,
      null,
      (page) => {
        paged.learn(page);
        outcomes += page.length;
      },
      pageRows,
    );
    const { state } = paged;
    const version = await saveRanker(tx, locked, state, { now, learnedUntil: latest, replaceAll: true });
    return { outcomes, members: Object.keys(state.members).length, version, ms: Math.round(performance.now() - started) };
  });
}

export type UpdateResult = { learned: number; forgotten: number; version: number };

/**
 * The incremental update: the outcomes after the last one learned, applied with `update` to the
 * network and the members they name (read under the lock), and paused members forgotten.
 * NOTE: an outcome committed late with a time at or before the last one learned (a transaction that
 * was still open) waits for the nightly refit, which reads everything.
 */
export async function learnNewOutcomes(db: Database, now: Date): Promise<UpdateResult> {
  return db.transaction(async (tx) => {
    const locked = await lockRanker(tx, now);
    const { outcomes, latest } = await learnableOutcomes(tx, locked.learnedUntil);
    const forgotten = await forgetPausedMembers(tx);
    if (!outcomes.length) return { learned: 0, forgotten, version: locked.version };
    const named = outcomes.flatMap((o) => (o.kind === 'decision' ? [o.from, o.to] : [o.a, o.b]));
    const state = await lockedState(tx, locked, named);
    for (const outcome of outcomes) update(state, outcome);
    const version = await saveRanker(tx, locked, state, { now, learnedUntil: latest });
    return { learned: outcomes.length, forgotten, version };
  });
}
