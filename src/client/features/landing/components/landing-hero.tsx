import { ArrowRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { Skyline } from './skyline';
import { Stars } from './stars';

/** The landing page body (spec §2.3). `tryHref` is /beta for a signed-in user, else /auth. */
export function LandingHero({ tryHref }: { tryHref: string }) {
  const navigate = useNavigate();
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-[linear-gradient(180deg,#07070f_0%,#110e26_38%,#241845_68%,#3d1e55_100%)]">
      <Stars className="pointer-events-none absolute inset-0 size-full" />

      <main
        id="main"
        className="relative z-10 mx-auto flex w-full max-w-3xl flex-col items-center px-6 pt-24 text-center sm:pt-32 md:pt-36"
      >
        <Badge variant="secondary" className="mb-6 bg-white/8 ring-1 ring-white/15 backdrop-blur">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-maya" />
          Now in early access
        </Badge>
        <h1 className="text-[2.6rem] leading-[1.05] font-semibold tracking-tight text-balance sm:text-6xl md:text-7xl">
          Find someone who{' '}
          <span className="bg-linear-to-r from-maya-light via-maya to-dusk bg-clip-text text-transparent">really gets you</span>
        </h1>
        {/* An opaque colour: through a translucent one the stars behind would shine in the letters. */}
        <p className="mt-5 max-w-xl text-base leading-relaxed text-pretty text-[#c9c6d8] sm:mt-6 sm:text-lg">
          Welcome to Maya, your AI companion for dating and real connection. Play through a few short scenes, discover your personality, and
          let Maya find the people you&rsquo;ll actually click with.
        </p>
        <Button size="lg" className="mt-8 px-9 text-base sm:mt-10" onClick={() => navigate(tryHref)}>
          Try Maya <ArrowRight className="size-5!" aria-hidden="true" />
        </Button>
      </main>

      <Skyline className="pointer-events-none absolute inset-x-0 bottom-0 h-[50dvh] md:h-[52dvh]" />

      <footer className="relative z-10 mt-auto flex justify-center gap-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-xs text-white/60">
        {/* The page is prerendered at build time: the inline loader (shared/landing) writes this year again. */}
        <span>
          © <span data-year="">{new Date().getFullYear()}</span> Maya
        </span>
        <Link to={paths.privacyPolicy} className="rounded underline-offset-4 hover:text-white hover:underline">
          Privacy Policy
        </Link>
      </footer>
    </div>
  );
}
