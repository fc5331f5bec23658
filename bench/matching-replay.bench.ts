import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { explain, fit, forget, parseRankerState, score, type RankerState } from '../src/server/modules/matching/testing';
import { randomRanker, staticRanker } from './matching/baseline-rankers';
import { learnedRanker } from './matching/learned-ranker';
import { replay } from './matching/replay';
import { readReplayLog } from './matching/replay-log';
import { rankerMetrics, type RankerMetrics } from './matching/replay-metrics';

export const name = 'matching: replay';

/** The held-out log (docs/matching.md "The held-out log"), when no --data is given. */
const HELD_OUT = fileURLToPath(new URL('./data/matching-replay-heldout', import.meta.url));
const METRICS: readonly (keyof RankerMetrics)[] = ['own_auc', 'own_auc_warm', 'mutual_auc', 'mutual_precision_at_3', 'brier'];
/** The network weights the table shows: what the learned ranker made of today's score and the profile features. */
const WEIGHTS = [
  'reciprocal',
  'own_side',
  'taste:compatibility',
  'taste:shared_interests',
  'taste:distance',
  'taste:age_gap',
  'verdict_own',
];

const round = (v: number) => (Number.isFinite(v) ? Math.round(v * 10000) / 10000 : null);
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/**
 * What the state costs and says once the log is learned: the full refit (it must equal the incremental
 * updates), the stored size, the reasons for the most active member's best candidate, and forgetting them.
 */
function afterTheReplay(learned: ReturnType<typeof learnedRanker>, state: RankerState): Record<string, string> {
  const started = performance.now();
  const refit = fit(learned.outcomes());
  const refitSeconds = (performance.now() - started) / 1000;
  const text = JSON.stringify(state);
  const same = JSON.stringify(refit) === text;
  const stored = parseRankerState(JSON.parse(text));
  const members = Object.keys(stored.members).length;
  const decided = learned.outcomes().flatMap((o) => (o.kind === 'decision' ? [o] : []));
  const counts = new Map<string, number>();
  for (const o of decided) counts.set(o.from, (counts.get(o.from) ?? 0) + 1);
  const [active] = [...counts.entries()].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0] ?? [];
  const candidates = [...new Set(decided.filter((o) => o.from === active).map((o) => o.to))];
  const best = candidates.sort(
    (x, y) =>
      score(stored, active!, y, learned.features(active!, y)).pMutual - score(stored, active!, x, learned.features(active!, x)).pMutual,
  )[0];
  const why = active && best ? explain(stored, active, best, learned.features(active, best)).map((r) => `${r.text} (${r.source})`) : [];
  if (active) forget(stored, active);
  return {
    'refit: fit(all outcomes) s / the same state as the incremental updates': `${refitSeconds.toFixed(1)} / ${same ? 'yes' : 'NO'}`,
    'state as JSON (parsed back and checked)': `${(text.length / 1e6).toFixed(1)} MB, ${(text.length / Math.max(1, members) / 1000).toFixed(1)} KB a member`,
    'heap used after the refit MB': (process.memoryUsage().heapUsed / 1e6).toFixed(0),
    [`why Maya thinks it fits (${active ?? '-'}, ${counts.get(active ?? '') ?? 0} decisions, to ${best ?? '-'})`]: why.join('; ') || '-',
    [`forget ${active ?? '-'}: their id left in the state`]: active ? (JSON.stringify(stored).includes(`"${active}"`) ? 'YES' : 'no') : '-',
  };
}

/**
 * Issue 41 item 4: `npm run bench -- matching-replay --data DIR --json FILE` replays a decision log in
 * time order (every decision scored from what was revealed before it) with three rankers side by
 * side, prints the table and writes `{"decisions":N,"rankers":{"random":R,"static":R,"learned":R}}`.
 */
export async function run(options: Readonly<Record<string, string>> = {}): Promise<Record<string, number | string>> {
  const dir = options.data ?? HELD_OUT;
  const log = readReplayLog(dir);
  const loadBefore = load();
  const started = performance.now();
  const learned = learnedRanker(log.members);
  const scored = replay(log, [randomRanker(41), staticRanker(log.members), learned]);
  const seconds = (performance.now() - started) / 1000;
  const metrics = Object.fromEntries([...scored].map(([ranker, decisions]) => [ranker, rankerMetrics(decisions)]));
  const rankers = Object.fromEntries(
    ['random', 'static', 'learned'].map((r) => [r, Object.fromEntries(METRICS.map((k) => [k, round(metrics[r]![k])]))]),
  );
  if (options.json) writeFileSync(options.json, `${JSON.stringify({ decisions: log.decisions.length, rankers })}\n`);

  const state = learned.state();
  const rows: Record<string, number | string> = {
    data: dir,
    members: log.members.length,
    decisions: log.decisions.length,
  };
  const sideBySide = (k: keyof ReturnType<typeof rankerMetrics>) =>
    ['random', 'static', 'learned'].map((r) => round(metrics[r]![k]) ?? '-').join(' / ');
  for (const k of METRICS) rows[`${k} (random / static / learned)`] = sideBySide(k);
  rows['own_auc_cold, deciders with no earlier decision (random / static / learned)'] = sideBySide('own_auc_cold');
  rows['learned / static mutual_precision_at_3'] = (metrics.learned!.mutual_precision_at_3 / metrics.static!.mutual_precision_at_3).toFixed(
    2,
  );
  rows['learned network weights (mean ± sd)'] = WEIGHTS.filter((w) => state.global[w])
    .map((w) => `${w} ${state.global[w]![0].toFixed(2)} ± ${(1 / Math.sqrt(state.global[w]![1])).toFixed(2)}`)
    .join(', ');
  rows['replay s (3 rankers)'] = seconds.toFixed(1);
  Object.assign(rows, afterTheReplay(learned, state));
  rows['load average before / after'] = `${loadBefore} / ${load()}`;
  if (options.json) rows.json = options.json;
  return rows;
}
