import { TRAITS } from '@shared/domain/assessment/hexaco';
import { runFollowUp, type FollowUpDesign } from './follow-up/follow-up-sim';
import { summarise, type FollowUpSummary } from './follow-up/follow-up-summary';
import { createRng } from './recovery-sim';
import { HELD_OUT_READINGS, perturbedReading } from './follow-up/statement-readings';

/**
 * The follow-up study (lab/assessment/follow-up/preregistration.md, docs/assessment-scoring.md §9):
 * `npm run bench -- recovery`. People answer the scenes, then statements as a held-out reading says;
 * adaptive choice side by side with as many statements at random and in a fixed order, at three noise
 * levels; then with no limit, to show how many statements the target evidence takes. FOLLOW_UP_N sets
 * the number of people (default 2000); seeded, the same numbers every run.
 */
export const name = 'recovery-follow-up';

const f = (x: number) => x.toFixed(3);
const traits = (o: Record<string, number>) => TRAITS.map((t) => f(o[t]!)).join(' ');
const line = (s: FollowUpSummary) =>
  `worst r ${f(s.worstR)} · worst retest ${f(s.worstRetest)} · statements median ${s.medianUsed} mean ${s.meanUsed.toFixed(1)}`;

export async function run(): Promise<Record<string, string>> {
  const respondents = Number(process.env.FOLLOW_UP_N ?? 2000);
  const out: Record<string, string> = { 'traits (order)': 'H E X A C O' };
  const harsher = perturbedReading(HELD_OUT_READINGS[0]!, 0.15, createRng(33));
  for (const reading of [...HELD_OUT_READINGS, harsher])
    for (const share of reading === harsher ? [0.5] : [0.5, 0.36, 0.25]) {
      const design: FollowUpDesign = { respondents, seed: 20261127, share, reading, strategy: 'adaptive' };
      const adaptive = runFollowUp(design);
      const budgets = adaptive.sittings.map(([a, b]) => [a.used, b.used] as const);
      const s = summarise(adaptive);
      const p = `${reading.name}, noise ${share.toFixed(2)}: `;
      out[`${p}adaptive`] = line(s);
      out[`${p}adaptive r (all)`] = traits(s.r);
      out[`${p}adaptive r (attentive)`] = traits(s.rAttentive);
      out[`${p}adaptive retest`] = traits(s.retest);
      out[`${p}adaptive stops`] = JSON.stringify(s.stops);
      out[`${p}confidence attentive / desirable / random`] =
        `${f(s.confidence.attentive)} / ${f(s.confidence.desirable)} / ${f(s.confidence.random)}`;
      out[`${p}careless attentive / random`] = `${f(s.careless.attentive)} / ${f(s.careless.random)}`;
      for (const strategy of ['random', 'fixed'] as const)
        out[`${p}${strategy}, as many`] = line(summarise(runFollowUp({ ...design, strategy, budgets })));
      if (share === 0.5 && reading !== harsher) {
        const unlimited = summarise(runFollowUp({ ...design, limit: 48 }));
        out[`${p}adaptive, no limit`] = `${line(unlimited)} · stops ${JSON.stringify(unlimited.stops)}`;
      }
    }
  return out;
}
