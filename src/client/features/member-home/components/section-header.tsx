import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '@client/components/layout/brand-mark';
import { paths } from '@client/config/paths';

/** The id of the section's h1: the home moves focus to it when the person opens another section. */
export const SECTION_HEADING_ID = 'home-section-title';

/** A section's title (the page's h1) and a line on what it holds; on phones the brand sits beside it. */
export function SectionHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <Link to={paths.home} aria-label="Maya, home" className="shrink-0 rounded-xl lg:hidden">
          <BrandMark className="size-8" />
        </Link>
        <h1
          id={SECTION_HEADING_ID}
          tabIndex={-1}
          className="text-[1.75rem] leading-tight font-semibold tracking-tight outline-none sm:text-4xl"
        >
          {title}
        </h1>
      </div>
      {lead ? <p className="max-w-2xl text-sm leading-relaxed text-pretty text-white/75 sm:text-base">{lead}</p> : null}
      {children}
    </header>
  );
}
