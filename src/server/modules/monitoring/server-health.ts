import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import type { AiEngine } from '@server/modules/ai';
import type { Dashboard } from '@shared/schemas/monitoring';
import type { EventLoopDelay } from './event-loop';

type Probe = { status: 'up' | 'down'; latencyMs: number | null };

/** Times one round trip; a failure (or no answer within `timeoutMs`) is 'down'. */
async function probe(check: () => Promise<unknown>, timeoutMs = 2_000): Promise<Probe> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch {
    return { status: 'down', latencyMs: null };
  } finally {
    clearTimeout(timer);
  }
}

/** An event loop delayed this long (p99) makes every request wait: a warning, then critical. */
const LOOP_WARNING_MS = 100;
const LOOP_CRITICAL_MS = 1_000;

export async function serverHealth(deps: {
  db: Database;
  redis?: Redis;
  ai: AiEngine;
  eventLoop: EventLoopDelay;
}): Promise<Dashboard['health']> {
  const [database, redis] = await Promise.all([
    probe(() => deps.db.execute(sql`select 1`)),
    deps.redis ? probe(() => deps.redis!.ping()) : Promise.resolve({ status: 'not_configured' as const, latencyMs: null }),
  ]);
  const circuit = deps.ai.circuitState?.() ?? null;
  const model = deps.ai.modelStatus?.();
  const counts = Object.values(model?.answers ?? {});
  const { eventLoop } = deps;
  const critical = database.status === 'down' || eventLoop.p99Ms >= LOOP_CRITICAL_MS;
  const warning = redis.status === 'down' || circuit === 'open' || (model && model.state !== 'ok') || eventLoop.p99Ms >= LOOP_WARNING_MS;
  return {
    status: critical ? 'critical' : warning ? 'warning' : 'healthy',
    database,
    redis,
    ai: {
      kind: deps.ai.kind,
      circuit,
      ...(model && {
        state: model.state,
        message: model.message ?? null,
        answers: counts.reduce((n, c) => n + c.answers, 0),
        fellBack: counts.reduce((n, c) => n + c.fellBack, 0),
      }),
    },
    eventLoop,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
