import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SimulationResult } from '@shared/schemas/simulation';
import { saveSimulationResult } from './save-result';

describe('saving a simulation result', () => {
  it('only logs when the save fails (§8.6)', async () => {
    const db = {
      insert: () => ({ values: () => ({ returning: () => Promise.reject(new Error('connection refused')) }) }),
    } as unknown as Database;
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const persona = {
      name: 'B',
      age_range: '25-34',
      vibe: 'casual',
      tone: 'friendly',
      boundaries: [],
      social: { topics: [], style_cues: [], recent_posts: [] },
      personality_traits: {
        honesty_humility: 0.5,
        emotionality: 0.5,
        extraversion: 0.5,
        agreeableness: 0.5,
        conscientiousness: 0.5,
        openness: 0.5,
      },
    };
    const result: SimulationResult = {
      transcript: [],
      final: { decision: 'MAYBE', why: [{ tone: 'neutral', text: 'x' }], confidence: 0.75 },
      week_summary: 'w',
      compatibility_score: 0.5,
      seed: 1,
      persona_a: persona,
      persona_b: persona,
    };
    await expect(saveSimulationResult(db, log, 'user', result, 10)).resolves.toBeNull();
    expect(log.error).toHaveBeenCalledOnce();
  });
});
