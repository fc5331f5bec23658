import { Outlet, ScrollRestoration } from 'react-router';
import { PageTransition } from '@client/components/layout/page-transition';

/** Every page: animated entry, scroll restored on back/forward. */
export function RootLayout() {
  return (
    <>
      <PageTransition className="min-h-dvh">
        <Outlet />
      </PageTransition>
      <ScrollRestoration />
    </>
  );
}
