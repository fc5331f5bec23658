import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SimulationResult } from '@shared/schemas/simulation';
import { SAMPLE_PERSONA_A, SAMPLE_PERSONA_B } from '../ai/testing/sample-personas';
import { saveSimulationResult } from './save-result';

describe('saving a simulation result', () => {
  it('only logs when the save fails (§8.6)', async () => {
    const db: Pick<Database, 'transaction'> = { transaction: () => Promise.reject(new Error('connection refused')) };
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const result: SimulationResult = {
      transcript: [],
      final: { decision: 'MAYBE', why: [{ tone: 'neutral', text: 'x' }], confidence: 0.75 },
      week_summary: 'w',
      compatibility_score: 0.5,
      seed: 1,
      persona_a: SAMPLE_PERSONA_A,
      persona_b: SAMPLE_PERSONA_B,
    };
    await expect(saveSimulationResult(db, log, 'user', result, 10)).resolves.toBeNull();
    expect(log.error).toHaveBeenCalledOnce();
  });
});
