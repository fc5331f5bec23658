import type { RunEventRecord } from '../../db/schema';
import { readReason } from '@shared/domain/week/verdict-reasons';

/**
 * A stored run event in today's shape. NOTE: runs that finished before reasons were typed keep
 * `final.why` as marked strings ("✓ …") in their row; replayed as they are, a client would refuse
 * the whole result, so those strings are read into `{ tone, text }` here, once, on the server.
 */
export function withTypedReasons(event: RunEventRecord): RunEventRecord {
  if (event.event !== 'final') return event;
  const data = event.data as { final?: { why?: unknown } } | null;
  const why = data?.final?.why;
  if (!Array.isArray(why) || !why.some((w) => typeof w === 'string')) return event;
  const typed = why.map((w: unknown) => (typeof w === 'string' ? readReason(w) : w));
  return { ...event, data: { ...data, final: { ...data!.final, why: typed } } };
}
