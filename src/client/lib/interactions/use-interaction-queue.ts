import { useCallback, useEffect, useRef } from 'react';
import { BATCH_INTERVAL_MS, BATCH_SIZE } from '@shared/domain/companion/preferences';
import type { ClientInteraction } from '@shared/schemas/companion';
import { beaconInteractions, sendInteractions } from './send-interactions';

export type QueuedInteraction = Omit<ClientInteraction, 'client_id' | 'timestamp'>;

const clientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Spec §7.1 and §9: interactions are queued and sent every 30 s, 10 at a time (the server stores
 * them and runs updatePreferences per category with confidence 0.6), and whatever is left goes as
 * beacons when the page is hidden; when the screen that queued them goes away (a route change, which
 * fires no page hide) they are sent at once. Each carries a client id, so a batch sent twice (a retry after a
 * lost answer, a beacon after a flush that did arrive) is stored once.
 */
export function useInteractionQueue(enabled = true) {
  const queue = useRef<ClientInteraction[]>([]);
  const sending = useRef(false);

  const flush = useCallback(async () => {
    if (sending.current || !queue.current.length) return;
    sending.current = true;
    const batch = queue.current.slice(0, BATCH_SIZE);
    try {
      await sendInteractions(batch);
      queue.current = queue.current.filter((i) => !batch.includes(i));
    } catch {
      // Kept for the next tick (spec §8.6: companion errors are silent); the client ids make the retry safe.
    } finally {
      sending.current = false;
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => void flush(), BATCH_INTERVAL_MS);
    const beaconTheRest = () => {
      while (queue.current.length) {
        const batch = queue.current.slice(0, BATCH_SIZE);
        if (!beaconInteractions(batch)) break;
        queue.current = queue.current.slice(batch.length);
      }
    };
    // The screen goes away but the page stays (a route change): plain requests, a beacon only if one fails.
    const sendTheRest = () => {
      const rest = queue.current;
      queue.current = [];
      for (let i = 0; i < rest.length; i += BATCH_SIZE) {
        const batch = rest.slice(i, i + BATCH_SIZE);
        sendInteractions(batch).catch(() => beaconInteractions(batch));
      }
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') beaconTheRest();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', beaconTheRest);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', beaconTheRest);
      sendTheRest();
    };
  }, [enabled, flush]);

  const record = useCallback((interaction: QueuedInteraction) => {
    queue.current.push({
      ...interaction,
      client_id: clientId(),
      timestamp: new Date().toISOString(),
      context: { ...interaction.context, localHour: new Date().getHours() },
    });
  }, []);

  return { record, flush, pending: () => queue.current.length };
}
