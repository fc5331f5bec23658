/**
 * The landing page's script (issue 10), started after the first paint by the page's inline loader
 * (shared/landing/landing-loader.ts). index.html arrives with the page prerendered, so this brings the
 * skyline to life and loads the app itself only when it is needed: on the first press, key or focus, or
 * when the session may be signed in (the app then sends the person on to /beta). Nothing waits for the
 * session request.
 */
import { apiPaths } from '@client/config/paths';
import type { SessionResponse } from '@shared/schemas/auth';
import { handOverFirstSession } from '@client/lib/first-session';
import { afterFirstPaint } from './after-first-paint';

declare global {
  interface Window {
    /** Set here: the loader stops holding presses, the island takes them. */
    mayaIsland?: boolean;
    /** The control pressed before the island ran, held by the loader. */
    mayaTap?: Element;
    /** Set by the loader on a press, key or focus before the island ran. */
    mayaWanted?: boolean;
  }
}

const root = document.getElementById('root')!;
const prerendered = () => root.querySelector('[data-prerendered]');
const skyline = root.querySelector<HTMLElement>('[data-skyline]');
let stopSkyline = () => {};
// After the first paint, the skyline's code and the session request: the first frame never waits on
// another round trip (on a slow phone network each is ~150 ms before the page shows).
afterFirstPaint(() => {
  void import('./live-skyline').then(({ startSkyline }) => {
    if (skyline && prerendered()) stopSkyline = startSkyline(skyline);
  });
  checkSession();
});

const controls = () => [...root.querySelectorAll<HTMLElement>('a[href], button')];
let focusedIndex = -1;
root.addEventListener('focusin', (event) => {
  if (prerendered()?.contains(event.target as Node)) focusedIndex = controls().indexOf(event.target as HTMLElement);
});

let booting: Promise<void> | undefined;
/** Loads the app; resolves once React has replaced the prerendered page with the live one. */
function boot(): Promise<void> {
  booting ??= new Promise<void>((resolve) => {
    new MutationObserver((_, observer) => {
      if (prerendered()) return;
      observer.disconnect();
      stopSkyline();
      resolve();
      // Keyboard users keep their place: the control they had focused is focused again.
      if (focusedIndex >= 0 && document.activeElement === document.body) controls()[focusedIndex]?.focus();
    }).observe(root, { childList: true });
    void import('./main');
  });
  return booting;
}

/** A press on the prerendered copy is kept and replayed on the same control of the live page. */
function replayPress(control: Element) {
  const index = controls().indexOf(control as HTMLElement);
  void boot().then(() => controls()[index]?.click());
}
root.addEventListener('click', (event) => {
  const control = (event.target as Element).closest<HTMLElement>('a[href], button');
  if (!control || !prerendered()?.contains(control)) return;
  event.preventDefault();
  replayPress(control);
});

// What happened before the island ran (the loader kept it): focus, a press, any use at all.
window.mayaIsland = true;
if (prerendered()?.contains(document.activeElement)) focusedIndex = controls().indexOf(document.activeElement as HTMLElement);
if (window.mayaTap && prerendered()?.contains(window.mayaTap)) replayPress(window.mayaTap);
else if (window.mayaWanted) void boot();
delete window.mayaTap;
for (const intent of ['pointerdown', 'keydown', 'focusin'] as const)
  addEventListener(intent, () => void boot(), { once: true, passive: true });

/**
 * Someone who may be signed in gets the app at once (it sends them on to /beta). The answer is
 * handed to the app, whose first session query uses it instead of asking again.
 */
function checkSession() {
  const answer = fetch(apiPaths.session, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<SessionResponse>) : null))
    .catch(() => null);
  handOverFirstSession(answer);
  void answer.then((session) => {
    if (session?.session || session?.can_refresh) void boot();
  });
}
