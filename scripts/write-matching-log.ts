/**
 * Writes a replay log (docs/matching.md "Replay logs") drawn from the population model:
 *   npx tsx scripts/write-matching-log.ts --seed N --members N --out DIR [--days 60] [--sparse]
 * The population's seed is N and the exposure's N + 1. `--sparse` leaves every optional field out
 * of every third member (the example directory shows a log with gaps). It prints what an oracle
 * that knows every hidden taste would score: the ceiling of any ranker on the log.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_EXPOSURE, simulateLog } from '../bench/matching/exposure';
import { approveChance, makePopulation } from '../bench/matching/population';
import { replay, type ReplayRanker } from '../bench/matching/replay';
import type { ReplayMember } from '../bench/matching/replay-log';
import { writeReplayLog } from '../bench/matching/replay-log';
import { rankerMetrics } from '../bench/matching/replay-metrics';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    members: { type: 'string' },
    out: { type: 'string' },
    days: { type: 'string', default: String(DEFAULT_EXPOSURE.days) },
    sparse: { type: 'boolean', default: false },
  },
});
if (!values.seed || !values.members || !values.out) throw new Error('usage: --seed N --members N --out DIR [--days N] [--sparse]');
const seed = Number(values.seed);
const population = makePopulation(seed, Number(values.members));
const log = simulateLog(population, { ...DEFAULT_EXPOSURE, days: Number(values.days), seed: seed + 1 });

const required = ({ id, gender, seeks, age }: ReplayMember): ReplayMember => ({ id, gender, seeks, age });
const members = values.sparse ? log.members.map((m, i) => (i % 3 === 2 ? required(m) : m)) : log.members;
writeReplayLog(values.out, { members, decisions: log.decisions });

const oracle: ReplayRanker = {
  name: 'oracle',
  score(from, to) {
    const a = population.byId.get(from)!;
    const b = population.byId.get(to)!;
    const p = approveChance(population, a, b);
    return { own: p, ownP: p, mutual: p * approveChance(population, b, a) };
  },
  reveal() {},
};
const approved = log.decisions.filter((d) => d.decision === 'approve').length;
const round = (v: number) => Math.round(v * 1000) / 1000;
console.log(
  JSON.stringify({
    members: members.length,
    pairs: log.pairs,
    decisions: log.decisions.length,
    approve_rate: round(approved / log.decisions.length),
    oracle: Object.fromEntries(Object.entries(rankerMetrics(replay(log, [oracle]).get('oracle')!)).map(([k, v]) => [k, round(v)])),
  }),
);
