/** Spec §8.6, word for word. */
export const UPDATE_PROMPT = 'New version available! Refresh to update?';
/** Spec §7.3: the worker is checked for updates every 60 s. */
const UPDATE_EVERY_MS = 60_000;

/**
 * Registers /sw.js (vite-plugins/service-worker.ts) and checks it for a new version every 60 s.
 * A new version waits; the person is asked once per version, and on accept the waiting worker
 * takes over and the page reloads. The first install asks nothing (there is nothing to update).
 */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  // NOTE: a browser (or a test profile) that blocks workers refuses or answers nothing: the app runs without.
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
  if (!registration) return;
  let accepted = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
  });
  const asked = new WeakSet<ServiceWorker>();
  const offer = (worker: ServiceWorker | null) => {
    if (!worker || asked.has(worker) || !navigator.serviceWorker.controller) return;
    asked.add(worker);
    if (!window.confirm(UPDATE_PROMPT)) return;
    accepted = true;
    worker.postMessage({ type: 'SKIP_WAITING' });
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_EVERY_MS);
}
