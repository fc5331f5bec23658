import { TRAITS, type Trait } from '@shared/domain/assessment/hexaco';
import { median } from '@shared/domain/assessment/score-math';
import { pearson, type PerTrait, type ResponseStyle } from '../recovery-sim';
import { meanOf, type FollowUpRun } from './follow-up-sim';

/** What the follow-up study reports of a run (preregistration.md): recovery, retest, statements used, confidence by style. */
export interface FollowUpSummary {
  r: PerTrait;
  rAttentive: PerTrait;
  retest: PerTrait;
  worstR: number;
  worstRetest: number;
  medianUsed: number;
  meanUsed: number;
  stops: Record<string, number>;
  confidence: Record<ResponseStyle, number>;
  careless: Record<ResponseStyle, number>;
}

const perTrait = (f: (t: Trait) => number): PerTrait => Object.fromEntries(TRAITS.map((t) => [t, f(t)])) as PerTrait;

export const summarise = (run: FollowUpRun): FollowUpSummary => {
  const first = run.sittings.map(([a]) => a);
  const attentive = run.people.flatMap((p, n) => (p.style === 'attentive' ? [n] : []));
  const r = perTrait((t) =>
    pearson(
      first.map((s) => s.scores[t]!),
      run.people.map((p) => p.truth[t]),
    ),
  );
  const retest = perTrait((t) =>
    pearson(
      first.map((s) => s.scores[t]!),
      run.sittings.map(([, b]) => b.scores[t]!),
    ),
  );
  const byStyle = (style: ResponseStyle, f: (n: number) => number) =>
    meanOf(run.people.flatMap((p, n) => (p.style === style ? [f(n)] : [])));
  const styles = (f: (n: number) => number) => ({
    attentive: byStyle('attentive', f),
    desirable: byStyle('desirable', f),
    random: byStyle('random', f),
  });
  const used = first.map((s) => s.used);
  return {
    r,
    rAttentive: perTrait((t) =>
      pearson(
        attentive.map((n) => first[n]!.scores[t]!),
        attentive.map((n) => run.people[n]!.truth[t]),
      ),
    ),
    retest,
    worstR: Math.min(...Object.values(r)),
    worstRetest: Math.min(...Object.values(retest)),
    medianUsed: median(used) ?? 0,
    meanUsed: meanOf(used),
    stops: first.reduce<Record<string, number>>((c, s) => ({ ...c, [s.stop]: (c[s.stop] ?? 0) + 1 }), {}),
    confidence: styles((n) => first[n]!.confidence),
    careless: styles((n) => first[n]!.careless),
  };
};
