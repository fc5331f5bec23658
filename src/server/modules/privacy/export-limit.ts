import type { Redis } from 'ioredis';
import { oncePerWindow } from '../../lib/once-per-window';

export const EXPORTS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

/**
 * At most EXPORTS_PER_HOUR downloads per person per hour, shared by every instance with Redis: the
 * once-per-window claim over that many slots (a slot is free again an hour after it was taken).
 */
export function createExportLimit(opts: { redis?: Redis; keyPrefix: string; perHour?: number; windowMs?: number }) {
  const slots = opts.perHour ?? EXPORTS_PER_HOUR;
  const claims = oncePerWindow({ windowMs: opts.windowMs ?? HOUR_MS, redis: opts.redis, namespace: `${opts.keyPrefix}privacy-export:` });
  const slotKeys = (userId: string) => Array.from({ length: slots }, (_, i) => `${userId}:${i}`);
  return {
    /** True when the person may download now (and counts this download). */
    async take(userId: string) {
      for (const key of slotKeys(userId)) if (await claims.claim(key)) return true;
      return false;
    },
    async forget(userId: string) {
      for (const key of slotKeys(userId)) await claims.release(key);
    },
  };
}

export type ExportLimit = ReturnType<typeof createExportLimit>;
