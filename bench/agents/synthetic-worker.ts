// The bench's worker until the engine is merged: the real worker (runAgentWorker on pg-boss) with
// synthetic work — each member has BENCH_PAIRS new pairs, each week burns BENCH_WEEK_SPINS of CPU and
// writes one row under a unique key. After the merge the bench runs src/server/worker.ts instead.
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../../src/server/config';
import type { AgentWork } from '../../src/server/services/agents/jobs/agent-work';
import { runAgentWorker } from '../../src/server/services/agents/jobs/agent-worker';

const members = Array.from({ length: Number(process.env.BENCH_MEMBERS) }, (_, i) => `m${String(i).padStart(6, '0')}`);
const pairs = Number(process.env.BENCH_PAIRS);
const spins = Number(process.env.BENCH_WEEK_SPINS);

function burn(n: number): number {
  let x = 1;
  for (let i = 0; i < n; i++) x = (Math.imul(x, 1103515245) + 12345) >>> 0;
  return x;
}

const config = loadConfig();
const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 4 });
const work: AgentWork = {
  activeMembers: async (after, limit) => members.filter((m) => !after || m > after).slice(0, limit),
  pass: async (userId) => ({ newPairIds: Array.from({ length: pairs }, (_, i) => `${userId}-${i}`) }),
  pairWeek: async (pairId) => {
    burn(spins);
    const { rowCount } = await pool.query('insert into bench_weeks (pair_id) values ($1) on conflict do nothing', [pairId]);
    return rowCount ? 'proposed' : 'skipped';
  },
  expire: async () => 0,
};

await runAgentWorker({ config, log: pino({ level: 'info' }), work, tuning: { pollingIntervalSeconds: 0.5 }, onStopped: () => pool.end() });
