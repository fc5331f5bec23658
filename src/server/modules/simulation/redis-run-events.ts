import type { Redis } from 'ioredis';
import { FINISHED_RETENTION_MS, IDLE_CHECK_MS, isTerminal, type RunEvent, type RunEventLog } from './run-events';

/** The Redis key of a run's stream (`maya:` unless the app was given another prefix). */
export const runStreamKey = (runId: string, prefix = 'maya:') => `${prefix}sim-run:${runId}`;

/**
 * The run's stream in Redis Streams, shared by every instance: XADD with the event's own number as
 * the entry id (`0-n`, so Redis refuses a second writer's out-of-order event), XREAD BLOCK from the
 * reader's last id. No pub/sub: a reader that was away reads on from where it stopped.
 */
export function createRedisRunEventLog(
  redis: Redis,
  options: { prefix?: string; idleCheckMs?: number; retentionMs?: number } = {},
): RunEventLog {
  const key = (runId: string) => runStreamKey(runId, options.prefix);
  return {
    // The stream exists from its first XADD; XREAD BLOCK waits on a key that does not exist yet.
    open: async () => undefined,
    append: async (runId, event) => {
      await redis.xadd(key(runId), `0-${event.id}`, 'event', event.event, 'data', JSON.stringify(event.data));
    },
    knows: async () => true,
    finish: async (runId) => {
      await redis.pexpire(key(runId), options.retentionMs ?? FINISHED_RETENTION_MS);
    },
    forget: async (runId) => {
      await redis.del(key(runId));
    },
    async *read(runId, after, { signal, stillRunning }) {
      // NOTE: XREAD BLOCK holds its connection, so each reader gets its own, closed when it stops.
      const conn = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: 1 });
      const close = () => conn.disconnect();
      signal.addEventListener('abort', close, { once: true });
      let last = after;
      try {
        while (!signal.aborted) {
          const reply = await conn
            .xread('COUNT', 100, 'BLOCK', options.idleCheckMs ?? IDLE_CHECK_MS, 'STREAMS', key(runId), `0-${last}`)
            .catch((err: unknown) => {
              if (signal.aborted) return null;
              throw err;
            });
          if (signal.aborted) return;
          if (!reply) {
            if (stillRunning && !(await stillRunning())) return;
            continue;
          }
          for (const [entryId, fields] of reply[0]![1]) {
            const event = decode(entryId, fields);
            if (event.id <= last) continue;
            if (signal.aborted) return;
            yield event;
            last = event.id;
            if (isTerminal(event)) return;
          }
        }
      } finally {
        signal.removeEventListener('abort', close);
        close();
      }
    },
  };

  function decode(entryId: string, fields: string[]): RunEvent {
    const get = (name: string) => fields[fields.indexOf(name) + 1]!;
    return { id: Number(entryId.split('-')[1]), event: get('event') as RunEvent['event'], data: JSON.parse(get('data')) };
  }
}
