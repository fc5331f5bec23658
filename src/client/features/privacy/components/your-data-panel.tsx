import { LogIn } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { DeleteAccountCard } from './delete-account-card';
import { DownloadDataCard } from './download-data-card';

export type YourDataPanelProps = {
  status: 'loading' | 'authenticated' | 'anonymous';
  email: string | null;
  /** Starts a sign-in that comes back here (for visitors, and to make the session fresh). */
  onSignIn: () => void;
  signingIn: boolean;
  /** The account is gone: forget the person and leave for /. */
  onDeleted: () => void;
};

/** 'Your Rights' made usable (issue 16): download everything, or delete everything. */
export function YourDataPanel({ status, email, onSignIn, signingIn, onDeleted }: YourDataPanelProps) {
  if (status === 'loading') return null;
  if (status === 'anonymous') {
    return (
      <div className="mt-6 flex flex-col gap-3 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-white/75">Signed in, you can download or delete your data right here.</p>
        <Button variant="secondary" size="sm" onClick={onSignIn} disabled={signingIn}>
          <LogIn aria-hidden="true" /> Sign in
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-6 grid gap-4" data-testid="your-data">
      <DownloadDataCard />
      <DeleteAccountCard email={email} onSignIn={onSignIn} signingIn={signingIn} onDeleted={onDeleted} />
    </div>
  );
}
