import { describe, expect, it } from 'vitest';
import { workerSource } from '../../vite-plugins/service-worker';

type Listener = (event: Record<string, unknown>) => void;

/** Runs the generated worker against a fake `self` and says which requests it would answer. */
function loadWorker() {
  const listeners = new Map<string, Listener>();
  const self = {
    location: { origin: 'https://maya.example' },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    clients: { claim: async () => undefined },
    skipWaiting: () => undefined,
  };
  const caches = {
    open: async () => ({ addAll: async () => undefined, put: async () => undefined }),
    keys: async () => [],
    match: async () => undefined,
    delete: async () => true,
  };
  new Function('self', 'caches', 'fetch', workerSource('test', ['/assets/index-abc.js']))(self, caches, async () => new Response(''));
  const answers = (url: string, init: { method?: string; accept?: string } = {}) => {
    let answered = false;
    listeners.get('fetch')!({
      request: { url, method: init.method ?? 'GET', headers: new Headers(init.accept ? { accept: init.accept } : {}) },
      respondWith: () => {
        answered = true;
      },
    });
    return answered;
  };
  return { answers };
}

describe('the service worker (vite-plugins/service-worker.ts)', () => {
  const { answers } = loadWorker();

  it('answers the built assets from its cache', () => {
    expect(answers('https://maya.example/assets/index-abc.js')).toBe(true);
    expect(answers('https://maya.example/assets/later-chunk-def.css')).toBe(true);
  });

  it('never touches the API, an event stream, pages, media, other origins or other methods', () => {
    expect(answers('https://maya.example/api/flow')).toBe(false);
    expect(answers('https://maya.example/API//simulation/runs/1/events')).toBe(false);
    expect(answers('https://maya.example//api/health')).toBe(false);
    expect(answers('https://maya.example/api/simulation/runs/abc/events', { accept: 'text/event-stream' })).toBe(false);
    expect(answers('https://maya.example/assets/x.js', { accept: 'text/event-stream' })).toBe(false);
    expect(answers('https://maya.example/')).toBe(false);
    expect(answers('https://maya.example/dashboard')).toBe(false);
    expect(answers('https://maya.example/media/maya-message.mp4')).toBe(false);
    expect(answers('https://cdn.example/assets/x.js')).toBe(false);
    expect(answers('https://maya.example/assets/x.js', { method: 'POST' })).toBe(false);
  });

  it('names its cache after the build, so a new build is a new version', () => {
    expect(workerSource('v1', [])).not.toBe(workerSource('v2', []));
    expect(workerSource('v1', [])).toContain('const VERSION = "v1"');
  });
});
