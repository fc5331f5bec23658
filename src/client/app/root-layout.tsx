import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageTransition } from '@client/components/layout/page-transition';
import { DevOverlays } from './dev-overlays';

// Loaded right after the first screen, not in the entry chunk; once in, it shows offline too.
const ConnectionBanner = lazy(() => import('@client/components/layout/connection-banner').then((m) => ({ default: m.ConnectionBanner })));

/** Every page: animated entry, scroll restored on back/forward, the offline banner (§4.6), the hidden overlays' shortcuts. */
export function RootLayout() {
  return (
    <>
      <PageTransition className="min-h-dvh">
        <Outlet />
      </PageTransition>
      <ScrollRestoration />
      <Suspense fallback={null}>
        <ConnectionBanner />
      </Suspense>
      <DevOverlays />
    </>
  );
}
