import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createAi } from '../src/server/app-services';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { createScratchDatabase } from '../tests/api/helpers/agent-jobs-db';
import { makePopulation } from './matching/population';
import { createDayQueue } from './matching-population/day-jobs';
import { admittedCandidates } from './matching-population/admitted';
import {
  ADMITTED_CANDIDATES,
  dayFigures,
  runFigures,
  type DayCounts,
  type DayFigures,
  type RunFigures,
} from './matching-population/metrics';
import { RANKERS, rankerSetup, type Ranker, type RankerSetup } from './matching-population/ranker-seam';
import { seedPopulation } from './matching-population/seed-population';
import { simulateDay, type SimulationState } from './matching-population/simulate';

export const name = 'matching: population';

/**
 * Issue 41 item 5 (docs/matching.md "The population bench"):
 *   npm run bench -- matching-population [--members 10000] [--days 30] [--seed 41] [--rankers static,learned]
 *     [--concurrency 4] [--json FILE]
 * The population model's members on a scratch PostgreSQL database (one per ranker), then `days` simulated
 * days of the real daily pass and job code, the people answering proposals and check-ins from their hidden tastes.
 */
const silent = { info: () => {}, warn: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const DAY_MS = 86_400_000;
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/** The simulated clock starts two UTC days after the real one: every row the seeding stamps is in its past. */
const simulatedStart = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2));
};

type RankerRun =
  | { ranker: Ranker; seedSeconds: number; active: number; admitted: number; daily: DayFigures[]; total: RunFigures }
  | { ranker: Ranker; skipped: string };

async function runRanker(ranker: Ranker, members: number, days: number, seed: number, concurrency: number): Promise<RankerRun> {
  const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = await createScratchDatabase(base, 'maya_bench_population');
  // NOTE: a scratch database dropped after the run: its commits need not wait for the disk (every day's
  // thousands of small transactions did, on a disk the machine's other databases share). Nothing read changes.
  await scratch.client.query(`alter database ${new URL(scratch.url).pathname.slice(1)} set synchronous_commit = off`);
  const config = loadConfig({ ...process.env, DATABASE_URL: scratch.url, AI_BASE_URL: '', LOG_LEVEL: 'warn' });
  const handle = await openDatabase({ url: scratch.url, dataDir: 'unused', applicationName: 'maya-bench-population' });
  try {
    const deps = { db: handle.db, config, ai: createAi({ config, db: handle.db, log: silent as never }), log: silent };
    const setup: RankerSetup = rankerSetup(ranker, deps);
    await migrate(handle);
    const population = makePopulation(seed, members);
    const start = simulatedStart();
    const seeded = performance.now();
    const userIds = await seedPopulation(handle.db, population, start);
    const seedSeconds = (performance.now() - seeded) / 1000;
    const memberOf = new Map(population.members.map((m) => [userIds.get(m.member.id)!, m]));
    const state: SimulationState = {
      db: handle.db,
      population,
      userIds,
      memberOf,
      queue: createDayQueue(setup.work, setup.events, silent, concurrency),
      seed,
      start,
      received: new Map(),
      proposedOn: [],
      datesLastNight: [],
    };
    const everyone = [...memberOf.keys()];
    const active = everyone.filter((u) => !memberOf.get(u)!.hidden.inactive);
    const candidates = admittedCandidates(population);
    const admitted = active.filter((u) => candidates.get(memberOf.get(u)!.member.id)! >= ADMITTED_CANDIDATES);
    const counts: DayCounts[] = [];
    const daily: DayFigures[] = [];
    for (let day = 1; day <= days; day++) {
      const c = await simulateDay(state, day);
      await setup.afterDay(new Date(start.getTime() + day * DAY_MS));
      counts.push(c);
      daily.push(dayFigures(c, everyone, active));
      const f = daily.at(-1)!;
      process.stderr.write(
        `  ${ranker} day ${day}: ${f.proposals} proposals, ${(100 * f.approvedByBoth).toFixed(1)} % by both, ${c.datesPlanned} dates, ` +
          `${c.checkInsAnswered} check-ins, Gini ${f.giniReceived.toFixed(3)}, pass ${f.passSeconds.toFixed(1)} s ${JSON.stringify(c.jobs)}, load ${load()}\n`,
      );
    }
    return {
      ranker,
      seedSeconds,
      daily,
      admitted: admitted.length,
      active: active.length,
      total: runFigures(daily, counts, everyone, active, admitted),
    };
  } finally {
    await handle.close();
    await scratch.drop();
  }
}

const pct = (v: number) => `${(100 * v).toFixed(1)} %`;

export async function run(options: Readonly<Record<string, string>> = {}): Promise<Record<string, number | string>> {
  const members = Number(options.members ?? 10_000);
  const days = Number(options.days ?? 30);
  const seed = Number(options.seed ?? 41);
  const concurrency = Number(options.concurrency ?? 4);
  const rankers = (options.rankers ?? RANKERS.join(',')).split(',').map((r) => r.trim()) as Ranker[];
  for (const r of rankers) if (!RANKERS.includes(r)) throw new Error(`--rankers takes ${RANKERS.join(', ')}`);
  const loadBefore = load();
  const started = performance.now();
  const runs: RankerRun[] = [];
  for (const ranker of rankers) runs.push(await runRanker(ranker, members, days, seed, concurrency));
  const out: Record<string, number | string> = { members, days, seed, 'load average before (1/5/15 min)': loadBefore };
  for (const r of runs) {
    if ('skipped' in r) {
      out[`${r.ranker}`] = `not run: ${r.skipped}`;
      continue;
    }
    const t = r.total;
    const k = (metric: string) => `${r.ranker}: ${metric}`;
    out[k('seed s (not timed)')] = r.seedSeconds.toFixed(1);
    out[k('proposals')] = t.proposals;
    out[k('approved by both')] = `${t.introduced} (${pct(t.approvedByBoth)})`;
    out[k('dates planned / per 100 active')] = `${t.datesPlanned} / ${t.datesPer100Active.toFixed(2)}`;
    out[k('check-ins answered')] = t.checkInsAnswered;
    out[k('Gini of proposals received')] = t.giniReceived.toFixed(3);
    out[k('active with ≥ 1 proposal a week (mean of weeks)')] = Number.isNaN(t.activeWithWeeklyProposal)
      ? 'under a week'
      : pct(t.activeWithWeeklyProposal);
    out[k('active with no proposal at all')] = pct(t.activeWithNoProposal);
    out[k(`active admitting ≥ ${ADMITTED_CANDIDATES} candidates (${r.admitted} of ${r.active}): ≥ 1 proposal a week`)] = Number.isNaN(
      t.admittedWithWeeklyProposal,
    )
      ? 'under a week'
      : pct(t.admittedWithWeeklyProposal);
    out[k('daily pass s (mean / max)')] = `${t.passSecondsMean.toFixed(1)} / ${t.passSecondsMax.toFixed(1)}`;
    out[k('per day: proposals')] = r.daily.map((d) => d.proposals).join(' ');
    out[k('per day: % approved by both')] = r.daily.map((d) => (100 * d.approvedByBoth).toFixed(0)).join(' ');
    out[k('per day: dates per 100 active')] = r.daily.map((d) => d.datesPer100Active.toFixed(2)).join(' ');
    out[k('per day: Gini')] = r.daily.map((d) => d.giniReceived.toFixed(2)).join(' ');
    out[k('per day: % active proposed in last 7 days')] = r.daily.map((d) => (100 * d.activeWithWeeklyProposal).toFixed(0)).join(' ');
    out[k('per day: pass s')] = r.daily.map((d) => d.passSeconds.toFixed(1)).join(' ');
  }
  out['wall s'] = ((performance.now() - started) / 1000).toFixed(1);
  out['load average after'] = load();
  if (options.json)
    writeFileSync(
      options.json,
      `${JSON.stringify(
        {
          members,
          days,
          seed,
          rankers: Object.fromEntries(
            runs.map((r) => [r.ranker, 'skipped' in r ? { skipped: r.skipped } : { total: r.total, daily: r.daily }]),
          ),
        },
        null,
        2,
      )}\n`,
    );
  return out;
}
