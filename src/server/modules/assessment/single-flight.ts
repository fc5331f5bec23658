/**
 * Runs `work` at most once per key at a time: a caller arriving while it runs gets the same
 * promise. Used so a double click or a retry of "complete" asks the AI for one summary, not two.
 * Per process only; the database still decides across servers.
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, work: () => Promise<T>): Promise<T> => {
    const existing = running.get(key);
    if (existing) return existing;
    const promise = work().finally(() => running.delete(key));
    running.set(key, promise);
    return promise;
  };
}
