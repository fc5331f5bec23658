import type { AiOperation } from './types';

/** One model call (a repair attempt is its own call). Persisting these is a later issue's job. */
export interface UsageEntry {
  operation: AiOperation;
  engine: 'offline' | 'openai';
  model: string;
  ok: boolean;
  latency_ms: number;
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  /** Of completion_tokens, spent thinking (the server's count, or an estimate of the stripped text). */
  reasoning_tokens?: number;
  /** The first call, its repair, a chat stream, or the same call again with more room after a cut reply. */
  attempt: 'initial' | 'repair' | 'stream' | 'longer';
  error?: string;
}

export interface UsageRecorder {
  record(entry: UsageEntry): void;
}

export const noUsageRecorder: UsageRecorder = { record: () => {} };

/** Keeps entries in memory: for tests, the benchmark and the CLI's closing line. */
export function createMemoryUsageRecorder(): UsageRecorder & {
  entries: UsageEntry[];
  totals(): { calls: number; tokens: number; latency_ms: number };
} {
  const entries: UsageEntry[] = [];
  return {
    entries,
    record: (entry) => {
      entries.push(entry);
    },
    totals: () => ({
      calls: entries.length,
      tokens: entries.reduce((n, e) => n + e.total_tokens, 0),
      latency_ms: entries.reduce((n, e) => n + e.latency_ms, 0),
    }),
  };
}
