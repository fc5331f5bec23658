import { loadavg } from 'node:os';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { seedDemoMembers } from '../src/server/modules/agents';
import { measureDailyPass } from './agents/daily-pass';
import { createScratchDatabase } from '../tests/api/helpers/agent-jobs-db';

export const name = 'agents: daily pass';

const MEMBERS = Number(process.env.BENCH_AGENT_MEMBERS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_AGENT_CONCURRENCY ?? 4);
/**
 * Which runs: `speed` (1 worker, then 2) and `kill` (2 workers, one SIGKILLed mid-pass); both by
 * default. BENCH_AGENT_RUNS=speed or =kill runs one of them (each takes minutes at 10,000 members).
 */
const RUNS = new Set((process.env.BENCH_AGENT_RUNS ?? 'speed,kill').split(',').map((r) => r.trim()));
/** Members live around these cities (four in five within 60 km of theirs), so every member has candidates. */
const CITIES = ['Paris, FR', 'Berlin', 'Madrid', 'London, GB', 'Milan'];

async function seedPool(url: string) {
  const handle = await openDatabase({ url, dataDir: 'unused', applicationName: 'maya-bench-agents' });
  try {
    await migrate(handle);
    const share = Math.ceil(MEMBERS / CITIES.length);
    for (const [i, near] of CITIES.entries()) {
      const count = Math.min(share, MEMBERS - i * share);
      if (count > 0) await seedDemoMembers(handle.db, { count, seed: 3100 + i, near });
    }
  } finally {
    await handle.close();
  }
}

const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/**
 * Issue 31 item 8: one daily pass over N active demo members (real profiles, the offline engine) with 1
 * and with 2 `npm run worker` processes on PostgreSQL, then with 2 where one is SIGKILLed mid-pass, and
 * the duplicates in SQL (docs/decisions/038 "Scale"). The seeding is not timed; the runs share it.
 */
export async function run(): Promise<Record<string, number | string>> {
  const db = await createScratchDatabase(process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'maya_bench_pass');
  try {
    const seedStarted = performance.now();
    await seedPool(db.url);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const loadBefore = load();
    const options = { url: db.url, client: db.client, concurrency: CONCURRENCY };
    const one = RUNS.has('speed') ? await measureDailyPass({ ...options, workers: 1 }) : null;
    const two = RUNS.has('speed') ? await measureDailyPass({ ...options, workers: 2 }) : null;
    const killed = RUNS.has('kill') ? await measureDailyPass({ ...options, workers: 2, killOne: true }) : null;
    const rate = (r: Awaited<ReturnType<typeof measureDailyPass>>) =>
      `${r.jobs} jobs in ${r.seconds.toFixed(1)} s = ${r.jobsPerSecond.toFixed(1)}/s (workers busy ${r.workerCores.toFixed(2)} cores)`;
    return {
      members: MEMBERS,
      'seed s (not timed)': seedSeconds.toFixed(1),
      'worker concurrency': CONCURRENCY,
      'load average before (1/5/15 min)': loadBefore,
      ...(one &&
        two && {
          'jobs: daily + passes + weeks (1 worker)': ['agent-daily', 'agent-pass', 'agent-week']
            .map((q) => one.states[`${q}:completed`])
            .join(' + '),
          '1 worker': rate(one),
          '2 workers': rate(two),
          'speed-up of the 2nd worker': (two.jobsPerSecond / one.jobsPerSecond).toFixed(2),
          'pairs / proposed / declined / deferred to tomorrow (2 workers)': `${two.pairs} / ${two.proposed} / ${two.declined} / ${two.deferred}`,
        }),
      ...(killed && {
        '2 workers, one SIGKILLed mid-pass': rate(killed),
        'jobs retried after the kill': killed.retried,
        'duplicate pairs after the kill (count - count distinct)': killed.pairs - killed.distinctPairs,
        'proposals after the kill / pairs proposed': `${killed.proposedAt} / ${killed.proposed}`,
        'pairs screened with no week to come': killed.screenedNotDeferred,
        'members not passed today': killed.members - killed.passedToday,
      }),
      'load average after': load(),
    };
  } finally {
    await db.drop();
  }
}
