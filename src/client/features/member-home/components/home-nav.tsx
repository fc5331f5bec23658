import type { ReactNode } from 'react';
import { Bot, HeartHandshake, Settings, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { BrandHomeLink } from '@client/components/layout/night-page';
import { cn } from '@client/lib/cn';
import { HOME_SECTIONS, sectionOf, type HomeSectionKey } from '../lib/home-sections';

const ICONS = { introductions: HeartHandshake, maya: Bot, profile: UserRound, settings: Settings } as const satisfies Record<
  HomeSectionKey,
  unknown
>;

/**
 * The home's sections as links (each its own address): a tab bar fixed to the bottom of a phone,
 * within a thumb's reach, and a side bar on wide screens. The current one is aria-current="page".
 */
export function HomeNav({ pathname, introductionsBadge }: { pathname: string; introductionsBadge?: ReactNode }) {
  const current = sectionOf(pathname);
  return (
    <nav
      aria-label="Your home"
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-ink/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl',
        'lg:sticky lg:top-0 lg:h-dvh lg:border-t-0 lg:border-r lg:bg-night/40 lg:px-4 lg:pt-8 lg:pb-8',
      )}
    >
      <BrandHomeLink className="mb-8 hidden px-3 lg:flex" />
      <ul className="mx-auto grid max-w-lg grid-cols-4 lg:flex lg:max-w-none lg:flex-col lg:gap-1">
        {HOME_SECTIONS.map(({ key, label, path }) => {
          const Icon = ICONS[key];
          const here = current === key;
          return (
            <li key={key}>
              <Link
                to={path}
                aria-current={here ? 'page' : undefined}
                className={cn(
                  'relative flex min-h-16 flex-col items-center justify-center gap-1 px-1 text-xs font-medium text-white/65',
                  'hover:text-white focus-visible:outline-offset-[-4px]',
                  'lg:min-h-11 lg:flex-row lg:justify-start lg:gap-3 lg:rounded-xl lg:px-3 lg:text-sm lg:hover:bg-white/5',
                  here && 'text-white lg:bg-white/10',
                )}
              >
                <span
                  className={cn(
                    'grid h-7 w-12 place-items-center rounded-full transition-colors lg:size-auto lg:rounded-none',
                    here && 'bg-maya/20 text-maya-light lg:bg-transparent',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="lg:flex-1">{label}</span>
                {/* On the icon's corner on a phone (the label has no room beside it), after the label on wide screens. */}
                {key === 'introductions' && introductionsBadge ? (
                  <span className="absolute top-1.5 left-1/2 ml-2.5 lg:static lg:ml-0">{introductionsBadge}</span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
