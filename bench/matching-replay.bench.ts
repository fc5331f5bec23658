import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
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
  rows['load average before / after'] = `${loadBefore} / ${load()}`;
  if (options.json) rows.json = options.json;
  return rows;
}
