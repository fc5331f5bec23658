import { Menu, X } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import { BrandMark } from './brand-mark';

/** Spec §2.16: shown on / (and /app). 'Get Started' on /, 'Home' elsewhere; slide-in menu below 768 px. */
export function TopNav() {
  const location = useLocation();
  const navigate = useNavigate();
  const onHome = location.pathname === paths.home;
  const action = onHome ? { label: 'Get Started', to: paths.auth } : { label: 'Home', to: paths.home };
  // The menu belongs to the location it was opened at, so any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
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
          onClick={() => setOpenAt(location.key)}
        >
          <Menu className="size-6!" />
        </Button>
      </nav>

      <MobileMenu
        open={open}
        action={action}
        onClose={close}
      />
    </header>
  );
}

type MobileMenuProps = { open: boolean; action: { label: string; to: string }; onClose: () => void };

function MobileMenu({ open, action, onClose }: MobileMenuProps) {
  const navigate = useNavigate();
  const reducedMotion = usePrefersReducedMotion();
  const panelRef = useRef<HTMLDivElement>(null);
  const slide = reducedMotion ? { duration: 0 } : { type: 'spring' as const, stiffness: 380, damping: 36 };

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return onClose();
      if (event.key !== 'Tab' || !panel) return;
      // Keep Tab inside the panel while it is open.
      const focusable = [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [open, onClose]);

  return (
    <AnimatePresence>
      {open && (
        <div className="fixed inset-0 z-50 md:hidden">
          <motion.div
            className="absolute inset-0 bg-ink/70 backdrop-blur-sm"
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
            transition={reducedMotion ? { duration: 0 } : { duration: 0.2 }}
            onClick={onClose}
            aria-hidden="true"
          />
          <motion.div
            ref={panelRef}
            id="mobile-menu"
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            className="absolute inset-y-0 right-0 flex w-[min(20rem,85vw)] flex-col border-l border-white/10 bg-night px-5 pt-4 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl"
            initial={{ x: '100%' }}
            animate={{ x: 0 }}
            exit={{ x: '100%' }}
            transition={slide}
          >
            <div className="flex h-12 items-center justify-between">
              <Link to={paths.home} aria-label="Maya, home" className="flex items-center gap-2 rounded-full pr-2 text-base font-semibold">
                <BrandMark className="size-7" /> Maya
              </Link>
              <Button variant="ghost" size="icon" aria-label="Close menu" onClick={onClose} data-autofocus>
                <X className="size-6!" />
              </Button>
            </div>
            <ul className="mt-8 flex flex-col gap-1 text-lg">
              <li>
                <Link to={paths.privacyPolicy} className="block rounded-xl px-3 py-3 font-medium text-white/85 hover:bg-white/5 hover:text-white">
                  Privacy Policy
                </Link>
              </li>
            </ul>
            <p className="mt-auto mb-4 text-sm leading-relaxed text-white/60">Your AI companion for dating and real connection.</p>
            <Button size="lg" className="w-full" onClick={() => navigate(action.to)}>
              {action.label}
            </Button>
          </motion.div>
        </div>
      )}
    </AnimatePresence>
  );
}
