import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '../styles.css';
import { ErrorBoundary } from '@client/components/errors/error-boundary';
import { RenderProfiler } from '@client/lib/telemetry/render-profiler';
import { applyAccessibility } from '@client/lib/accessibility-settings';
import { arrivedPrerendered } from '@client/lib/prerendered';
import { Providers } from './providers';
import { router } from './router';

// §3: the person's accessibility settings are on <html> before the app's first frame.
applyAccessibility();

// NOTE: over prerendered markup, render only once the route's code is in: the router's loading
// spinner would otherwise replace the page for a moment.
const routeReady = new Promise<void>((resolve) => {
  if (!arrivedPrerendered || router.state.initialized) return resolve();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    resolve();
  });
});

void routeReady.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ErrorBoundary name="app">
        <Providers>
          <RenderProfiler id="routes">
            <RouterProvider router={router} />
          </RenderProfiler>
        </Providers>
      </ErrorBoundary>
    </StrictMode>,
  );
  // The service worker (built assets, update prompt) once the app runs; never in development.
  if (import.meta.env.PROD) void import('./service-worker').then((m) => m.registerServiceWorker());
});
