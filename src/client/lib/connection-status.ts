/**
 * Spec §3 (Local UI preferences meta) and §4.6: the connection status is online, then syncing
 * during a sync, then online on success or offline on failure. The browser's own online/offline
 * events move it too. A tiny store read with useSyncExternalStore (use-connection-status.ts).
 */
export type ConnectionStatus = 'online' | 'syncing' | 'offline';

let status: ConnectionStatus = typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'online';
let lastSync: number | null = null;
const listeners = new Set<() => void>();

function set(next: ConnectionStatus) {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export const connectionStatus = {
  get: () => status,
  lastSync: () => lastSync,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Runs one sync: syncing while it runs, then online, or offline when it fails (§8.6). */
  async sync<T>(run: () => Promise<T>): Promise<T> {
    set('syncing');
    try {
      const result = await run();
      lastSync = Date.now();
      set('online');
      return result;
    } catch (error) {
      set('offline');
      throw error;
    }
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => set('offline'));
  window.addEventListener('online', () => set('online'));
}
