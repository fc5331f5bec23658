import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'motion/react';
import { afterEach, vi } from 'vitest';
import { takeUnexpectedRequests } from '../dom-support/fetch-stub';

// Component and hook tests (happy-dom): animations finish at once, and each test starts from an empty DOM.
MotionGlobalConfig.skipAnimations = true;
// NOTE: findBy*/waitFor give up after 1 s by default; on a busy 2-core CI machine a screen's first
// fetch-and-render took longer (connect-chat-screen failed so under load). A real miss still fails.
configure({ asyncUtilTimeout: 5000 });
// NOTE: happy-dom's sendBeacon really fetches, and with no server its rejection goes unhandled; a
// browser's beacon never throws. Beacons go nowhere here (a test that reads them stubs navigator).
Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, writable: true, value: () => true });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  const unexpected = takeUnexpectedRequests();
  if (unexpected.length > 0) throw new Error(`Unexpected requests: ${unexpected.join(', ')}`);
});
