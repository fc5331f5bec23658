/**
 * Injected pacing for a simulation run (AppOptions.simulation.pace): the run may write events up
 * to `allowed`; the next waits until the test allows more. No clocks: tests wait on `reached`.
 */
export function paceGate(allowed = Number.POSITIVE_INFINITY) {
  const waiting = new Map<number, () => void>();
  const arrivals = new Map<number, () => void>();
  const arrived = new Map<number, Promise<void>>();
  const arrival = (id: number) => {
    if (!arrived.has(id)) arrived.set(id, new Promise<void>((resolve) => arrivals.set(id, resolve)));
    return arrived.get(id)!;
  };
  return {
    pace: async (id: number) => {
      void arrival(id);
      arrivals.get(id)?.();
      if (id > allowed) await new Promise<void>((go) => waiting.set(id, go));
    },
    /** Resolves once the run is about to write event `id` (held there if it is past `allowed`). */
    reached: (id: number) => arrival(id),
    allow(upTo: number) {
      allowed = upTo;
      for (const [id, go] of waiting)
        if (id <= upTo) {
          waiting.delete(id);
          go();
        }
    },
  };
}
