import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';

/** Small brand glyphs (lucide has none): drawn on a 24-unit grid like the other icons. */
const GLYPHS: Record<string, ReactNode> = {
  x: (
    <path
      fill="currentColor"
      d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.72H5.58l11.09 14.48Z"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </g>
  ),
  facebook: (
    <g>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        fill="var(--color-night)"
        d="M13.2 22v-7.1h2.4l.4-2.8h-2.8v-1.8c0-.8.3-1.4 1.4-1.4H16V6.4c-.3 0-1.1-.1-2-.1-2 0-3.4 1.2-3.4 3.5v2.3H8.2v2.8h2.4V22h2.6Z"
      />
    </g>
  ),
  tiktok: (
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.4 5 4.7"
    />
  ),
};

const PLATFORMS = [
  { key: 'x', name: 'X' },
  { key: 'instagram', name: 'Instagram', short: 'IG' },
  { key: 'facebook', name: 'Facebook' },
  { key: 'tiktok', name: 'TikTok' },
] as const;

/** §2.9: four social platforms, not connectable yet — disabled and marked 'soon'. */
export function SocialPlatforms() {
  return (
    <section aria-labelledby="socials-heading" className="rounded-3xl border border-white/10 bg-night/60 p-5 backdrop-blur-xl sm:p-7">
      <h2 id="socials-heading" className="text-lg font-semibold tracking-tight">
        Bring your socials
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-white/65">Soon Maya can learn your vibe from the people and posts you love.</p>
      <ul className="mt-4 grid grid-cols-2 gap-2.5 sm:grid-cols-4 lg:grid-cols-2">
        {PLATFORMS.map((p) => (
          <li key={p.key}>
            <Button
              variant="outline"
              disabled
              className="h-14 w-full justify-start gap-3 rounded-2xl border-white/10 bg-white/[0.03] px-3.5 disabled:opacity-75"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5! text-white/75">
                {GLYPHS[p.key]}
              </svg>
              <span className="flex min-w-0 flex-col items-start leading-tight">
                {/* The name is the visible text, so speech input users can say what they see (WCAG 2.5.3). */}
                <span className="text-sm text-white/85">
                  <span className="sr-only">Connect </span>
                  {'short' in p ? (
                    <abbr title={p.name} className="no-underline">
                      {p.short}
                    </abbr>
                  ) : (
                    p.name
                  )}
                </span>
                <span className="text-[0.65rem] font-semibold tracking-wider text-violet-200/90 uppercase">Soon</span>
              </span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
