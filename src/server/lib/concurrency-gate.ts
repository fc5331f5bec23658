/**
 * At most `limit` tasks run at once; the others wait their turn, first come first served. A finished
 * task hands its slot straight to the next waiter, so the limit holds even between the two.
 */
export function concurrencyGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
