import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import { createAiEngine } from '../../src/server/modules/ai';
import { createAgentWork } from '../../src/server/modules/agents';
import { AGENT_JOB, agentConfig, createAgentHandlers, runPass, type OutgoingJob } from '../../src/server/modules/agents/testing';
import { connectLink, proposalReadyJob } from '../../src/server/modules/channels';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { addMember, memberId } from './helpers/agent-members';
import { testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const NOW = new Date('2026-11-27T10:00:00Z');
const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe(`the engine’s proposal reaches the messaging app on ${testDriver()}`, () => {
  let db: Database;
  beforeEach(async () => {
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    db = handle.db;
  });

  it('queues the card for both members with a chat when both agents say YES, and a retried job queues nothing twice', async () => {
    await addMember(db, { n: 1, name: 'Ana Maria Souza', email: 'ana@x.com' });
    await addMember(db, { n: 2, name: 'Bruno Costa', gender: 'man', seeks: ['woman'] });
    for (const n of [1, 2]) await connectLink(db, memberId(n), 'dev', memberId(n), NOW);
    const config = testConfig();
    const ai = createAiEngine({ AI_TIMEOUT_MS: 20_000 });
    const pass = await runPass({ db, ai, config: { ...agentConfig(config), candidatesPerPass: 1 } }, memberId(1), NOW);
    const pairId = 'pairIds' in pass ? pass.pairIds[0]! : '';
    // The agent's job handlers as either queue runs them, with the channels' proposal-ready (src/server/app-services.ts).
    const sent: OutgoingJob[] = [];
    const handlers = createAgentHandlers(
      createAgentWork({ db, config, ai, log: silent }),
      { sendMany: async (jobs) => void sent.push(...jobs) },
      { proposalReady: proposalReadyJob({ db }) },
    );
    /** One week job, then the jobs it sent (none deduped here: the cards' own keys must hold). */
    const weekJob = async (now: Date) => {
      const { outcome } = (await handlers[AGENT_JOB.week]!({ pairId }, { now, jobId: 'week', log: silent })) as { outcome: string };
      for (const job of sent.splice(0)) await handlers[job.name]!(job.data, { now, jobId: job.name, log: silent });
      return outcome;
    };

    expect(await weekJob(NOW)).toBe('proposed');
    expect(await weekJob(new Date(NOW.getTime() + 60_000))).toBe('skipped');
    const cards = await db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.dedupeKey, `proposal:${pairId}`));
    expect(cards.map((c) => c.userId).sort()).toEqual([memberId(1), memberId(2)]);
    expect(cards.find((c) => c.userId === memberId(2))!.text).toMatch(/found someone for you: Ana, 30, Lisbon, Portugal/);
    expect(JSON.stringify(cards)).not.toMatch(/Souza|Costa|ana@x\.com/);
  });
});
