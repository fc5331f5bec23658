// A worker process for tests/api/agent-workers.test.ts: the real worker (runAgentWorker on pg-boss)
// with a test AgentWork whose week writes a row under a unique key, as the engine's proposal does.
import pg from 'pg';
import { pino } from 'pino';
import { z } from 'zod';
import { loadConfig } from '../../../src/server/config';
import type { AgentWork } from '../../../src/server/modules/agents/testing';
import { runAgentWorker } from '../../../src/server/modules/agents';

const members = Array.from({ length: Number(process.env.TEST_MEMBERS) }, (_, i) => `m${String(i).padStart(5, '0')}`);
const pairsPerMember = Number(process.env.TEST_PAIRS_PER_MEMBER);
const weekSpins = Number(process.env.TEST_WEEK_SPINS);

/** A fixed amount of CPU, as an offline week is (it blocks the event loop like the real one). */
function burn(spins: number): number {
  let x = 1;
  for (let i = 0; i < spins; i++) x = (Math.imul(x, 1103515245) + 12345) >>> 0;
  return x;
}

const config = loadConfig();
const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 4 });
const work: AgentWork = {
  activeMembers: async (after, limit) => members.filter((m) => !after || m > after).slice(0, limit),
  pass: async (userId) => ({ newPairIds: Array.from({ length: pairsPerMember }, (_, i) => `${userId}-${i}`) }),
  pairWeek: async (pairId) => {
    await pool.query('insert into test_week_attempts (pair_id, pid) values ($1, $2)', [pairId, process.pid]);
    burn(weekSpins);
    const { rowCount } = await pool.query('insert into test_weeks (pair_id, pid) values ($1, $2) on conflict do nothing', [
      pairId,
      process.pid,
    ]);
    return rowCount ? 'proposed' : 'skipped';
  },
  expire: async () => 0,
};

await runAgentWorker({
  config,
  log: pino({ level: 'info' }),
  work,
  // The channels' proposal-ready is another test's (messenger-proposal-engine): here it does nothing.
  events: { proposalReady: { name: 'proposal-ready', data: z.object({ pairId: z.string() }), handler: async () => ({ queued: 0 }) } },
  tuning: { expireInSeconds: 4, retryDelaySeconds: 1, maintenanceIntervalSeconds: 1, pollingIntervalSeconds: 0.5 },
  onStopped: () => pool.end(),
});
