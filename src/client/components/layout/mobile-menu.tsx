import { X } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import { BrandMark } from './brand-mark';

type MobileMenuProps = { open: boolean; action: { label: string; to: string }; onClose: () => void };

/** TopNav's slide-in menu below 768 px: focus kept inside, Escape or the backdrop closes it. */
export function MobileMenu({ open, action, onClose }: MobileMenuProps) {
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
            className={
              'absolute inset-y-0 right-0 flex w-[min(20rem,85vw)] flex-col border-l border-white/10 bg-night px-5 pt-4 ' +
              'pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl'
            }
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
                <Link
                  to={paths.privacyPolicy}
                  className="block rounded-xl px-3 py-3 font-medium text-white/85 hover:bg-white/5 hover:text-white"
                >
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
