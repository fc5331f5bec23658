import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { DeleteAccountDialog } from './delete-account-dialog';

/** What deleting the account does, said before the person confirms. */
const CONSEQUENCES = [
  'Your profile, assessment answers and personality results are deleted.',
  'Your matches, simulated weeks, chats and what Maya remembers about you are deleted.',
  'Your messaging-app connection and chat links stop working, and every device you signed in on is signed out.',
  'Security and performance counts are kept, without your name or anything that points to you.',
];

type Props = { email: string | null; onSignIn: () => void; signingIn: boolean; onDeleted: () => void };

/** 'Delete my account': what it does, then a dialog that asks for the e-mail. */
export function DeleteAccountCard(props: Props) {
  return (
    <section aria-labelledby="delete-account-title" className="rounded-2xl bg-red-500/5 p-5 ring-1 ring-red-400/25 sm:p-6">
      <h3 id="delete-account-title" className="text-lg font-semibold text-white">
        Delete my account
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-white/70">
        This permanently deletes your Maya account and everything in it, straight away.
      </p>
      <ConsequenceList className="mt-3" />
      <p className="mt-3 text-sm font-medium text-white/85">It cannot be undone. Download your data first if you want a copy.</p>
      <DeleteAccountAction {...props} className="mt-4" />
    </section>
  );
}

function ConsequenceList({ className }: { className?: string }) {
  return (
    <ul className={cn('space-y-2 text-sm text-white/70', className)}>
      {CONSEQUENCES.map((c) => (
        <li key={c} className="flex gap-2.5">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-red-300" />
          <span>{c}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The 'Delete my account' button and its confirming dialog. `explainInDialog`: where the
 * consequences are not on the page already, the dialog lists them before asking for the e-mail.
 */
export function DeleteAccountAction({
  email,
  onSignIn,
  signingIn,
  onDeleted,
  explainInDialog = false,
  className,
}: Props & { explainInDialog?: boolean; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        className={cn('w-full border-red-400/50 text-red-200 hover:border-red-300 hover:bg-red-500/10 sm:w-auto', className)}
      >
        <Trash2 aria-hidden="true" /> Delete my account
      </Button>
      {open && (
        <DeleteAccountDialog
          email={email}
          onClose={() => setOpen(false)}
          onSignIn={onSignIn}
          signingIn={signingIn}
          onDeleted={onDeleted}
          explanation={explainInDialog ? <ConsequenceList className="mt-4" /> : null}
        />
      )}
    </>
  );
}
