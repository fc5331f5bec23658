import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { BrandMark } from './brand-mark';

// The menu and its animation library load when it is first opened, not with the landing page.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

/** Spec §2.16: shown on / (and /app). 'Get Started' on /, 'Home' elsewhere; slide-in menu below 768 px. */
export function TopNav() {
  const location = useLocation();
  const navigate = useNavigate();
  const onHome = location.pathname === paths.home;
  const action = onHome ? { label: 'Get Started', to: paths.auth } : { label: 'Home', to: paths.home };
  // The menu belongs to the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  // Stays mounted once opened, so closing can animate.
  const [menuUsed, setMenuUsed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpenAt(null);
    toggleRef.current?.focus();
  }, []);

  return (
    <header className="fixed inset-x-0 top-0 z-40">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between px-5 sm:px-8 md:h-20">
        <button
          type="button"
          onClick={() => navigate(paths.home)}
          className="flex cursor-pointer items-center gap-2.5 rounded-full pr-2 text-lg font-semibold tracking-tight text-white"
        >
          <BrandMark className="size-8" />
          <span>Maya</span>
        </button>

        <div className="hidden items-center gap-2 md:flex">
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.privacyPolicy}>Privacy</Link>
          </Button>
          <Button size="sm" onClick={() => navigate(action.to)}>
            {action.label}
          </Button>
        </div>

        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Open menu"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-haspopup="dialog"
          onClick={() => {
            setMenuUsed(true);
            setOpenAt(location.key);
          }}
        >
          <Menu className="size-6!" />
        </Button>
      </nav>

      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={open} action={action} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
