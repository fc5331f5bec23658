import type { Redis } from 'ioredis';

const MAX_LOCAL_KEYS = 10_000;

/**
 * `claim(key)` is true the first time a key is claimed in a window and false until the window
 * ends: "at most once per client per window". With Redis the claim is shared by every instance
 * (SET NX PX); otherwise it is kept in process, bounded in size.
 */
export function oncePerWindow(opts: { windowMs: number; namespace: string; redis?: Redis; now?: () => number }) {
  // NOTE: read the clock on each call (not a saved Date.now), so a test's fake clock applies.
  const now = opts.now ?? (() => Date.now());
  if (opts.redis) {
    const redis = opts.redis;
    return {
      claim: async (key: string) => (await redis.set(`${opts.namespace}${key}`, '1', 'PX', opts.windowMs, 'NX')) === 'OK',
      /** Forgets a claim before its window ends (an erased person's keys go with them). */
      release: async (key: string) => {
        await redis.del(`${opts.namespace}${key}`);
      },
    };
  }
  const until = new Map<string, number>();
  return {
    claim: async (key: string) => {
      const t = now();
      if ((until.get(key) ?? 0) > t) return false;
      if (until.size >= MAX_LOCAL_KEYS) forgetExpired(until, t);
      until.delete(key);
      until.set(key, t + opts.windowMs);
      return true;
    },
    release: async (key: string) => {
      until.delete(key);
    },
  };
}

function forgetExpired(until: Map<string, number>, t: number) {
  for (const [key, end] of until) if (end <= t) until.delete(key);
  // Still full (a flood from many addresses): forget the oldest claims, as an LRU would.
  for (const key of until.keys()) {
    if (until.size < MAX_LOCAL_KEYS) break;
    until.delete(key);
  }
}
