import { BrandMark } from '@client/components/layout/brand-mark';

/** The brand, the step and the 'People & Invites' header of /connections. */
export function ConnectionsIntro() {
  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2 text-sm font-semibold text-white/85">
          <BrandMark className="size-7" /> Maya
        </div>
        <p className="rounded-full bg-white/8 px-3 py-1 text-xs font-medium text-white/75 ring-1 ring-white/15">
          Step 2 of 5 <span aria-hidden="true">·</span> Connect
        </p>
      </div>

      <header className="mt-7 max-w-2xl sm:mt-10">
        <h1 className="text-[2.1rem] leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl">
          People &amp; <span className="bg-linear-to-r from-maya-light via-maya to-dusk bg-clip-text text-transparent">Invites</span>
        </h1>
        <p className="mt-3 text-base leading-relaxed text-pretty text-white/75 sm:mt-4 sm:text-lg">
          Maya is turning your profile into a picture of who you&rsquo;d click with. Then she&rsquo;ll introduce you to someone and let you
          see how a first chat might go.
        </p>
      </header>
    </>
  );
}
