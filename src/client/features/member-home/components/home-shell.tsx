import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { HomeNav } from './home-nav';
import { SECTION_HEADING_ID } from './section-header';

/**
 * The member's home (issue 41 item 7): one section at a time, a bottom tab bar on phones (one thumb
 * reaches every section) and a side bar from 1024 px. Moving to another section puts focus on its
 * heading, so a keyboard or screen-reader user starts reading there.
 */
export function HomeShell({
  introductionsBadge,
}: {
  /** The count of proposals to decide, beside 'Introductions'. */ introductionsBadge?: ReactNode;
}) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.getElementById(SECTION_HEADING_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="relative isolate min-h-dvh bg-ink lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <div
        aria-hidden="true"
        className={[
          'pointer-events-none fixed inset-0 -z-10',
          'bg-[radial-gradient(60rem_40rem_at_50%_-10%,rgba(124,92,255,0.22),transparent_60%),radial-gradient(40rem_30rem_at_50%_110%,rgba(255,93,143,0.12),transparent_60%)]',
        ].join(' ')}
      />
      <HomeNav pathname={pathname} introductionsBadge={introductionsBadge} />
      <main id="main" className="min-w-0 px-4 pt-5 pb-[calc(5rem+env(safe-area-inset-bottom))] sm:px-8 sm:pt-8 lg:px-12 lg:pt-10 lg:pb-16">
        <div className="mx-auto w-full max-w-4xl">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
