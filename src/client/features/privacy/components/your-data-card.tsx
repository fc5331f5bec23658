import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@client/config/paths';
import { DeleteAccountAction } from './delete-account-card';
import { DownloadDataAction } from './download-data-card';

type Props = {
  email: string | null;
  /** Starts a sign-in that comes back here (to make the session fresh before a deletion). */
  onSignIn: () => void;
  signingIn: boolean;
  /** The account is gone: forget the person. */
  onDeleted: () => void;
};

/**
 * The home's Settings: 'Your Rights' made usable (issue 16), as on /privacypolicy but short: the
 * download and the deletion side by side; what a deletion removes is said in its dialog, before the
 * person confirms.
 */
export function YourDataCard({ email, onSignIn, signingIn, onDeleted }: Props) {
  return (
    <section
      aria-labelledby="your-data-title"
      className="flex flex-col gap-4 rounded-3xl border border-white/10 bg-night/80 p-4 shadow-2xl shadow-black/30 backdrop-blur-xl sm:p-7"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-2xl bg-white/10 text-white/85">
          <ShieldCheck className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="your-data-title" className="text-lg font-semibold tracking-tight sm:text-xl">
            Your data
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-white/70">
            A copy of everything Maya holds about you (one JSON file, nothing about anyone else), or all of it deleted.{' '}
            <Link to={paths.privacyPolicy} className="font-semibold text-maya-light underline-offset-4 hover:underline">
              Privacy policy
            </Link>
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <DownloadDataAction />
        <DeleteAccountAction email={email} onSignIn={onSignIn} signingIn={signingIn} onDeleted={onDeleted} explainInDialog />
      </div>
    </section>
  );
}
