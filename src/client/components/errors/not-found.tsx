import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@client/components/ui/button';
import { paths } from '@client/config/paths';

/** The 404 page body (spec §2.16). */
export function NotFound() {
  return (
    <main id="main" className="relative grid min-h-dvh place-items-center overflow-hidden bg-ink px-6 py-16 text-center">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-1/3 left-1/2 size-[36rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-dusk/15 blur-3xl"
      />
      <div className="relative flex flex-col items-center">
        <p
          aria-hidden="true"
          className="bg-linear-to-b from-white to-white/10 bg-clip-text text-[7rem] leading-none font-bold tracking-tighter text-transparent sm:text-[10rem]"
        >
          404
        </p>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">oops! page not found</h1>
        <p className="mt-3 max-w-sm text-base text-white/70">
          The page you were looking for has wandered off. Let&rsquo;s get you back somewhere familiar.
        </p>
        <Link to={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
          <ArrowLeft aria-hidden="true" /> return to home
        </Link>
      </div>
    </main>
  );
}
