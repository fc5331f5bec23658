import { LogIn } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { confirmsEmail } from '@shared/domain/auth/sensitive-session';
import { PRIVACY_MESSAGES } from '@shared/schemas/privacy';
import { useDeleteAccount } from '../api/delete-account';
import { usePrivacyAccount } from '../api/get-privacy-account';

const DELETE_FAILED = 'We could not delete your account. Nothing was deleted; please try again.';

type Props = {
  email: string | null;
  onClose: () => void;
  onSignIn: () => void;
  signingIn: boolean;
  onDeleted: () => void;
  /** What deleting does, where the page that opened the dialog does not say it. */
  explanation?: ReactNode;
};

/**
 * The confirm step: the person types their e-mail. A sign-in older than 10 minutes (known before,
 * from /api/privacy/account, or from the server's 403) turns it into 'sign in again first'.
 * A native modal <dialog>: focus stays inside, Escape closes it, the page behind is inert.
 */
export function DeleteAccountDialog({ email, onClose, onSignIn, signingIn, onDeleted, explanation }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  // NOTE: off once the deletion is under way: forgetting the person drops this query, and a
  // re-read for the still-open dialog would ask for an account that no longer exists (a 401).
  const account = usePrivacyAccount(remove.isIdle || remove.isError);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  const refused = remove.error instanceof ApiError ? remove.error.code : undefined;
  const stale = refused === 'sign_in_again' || (account.data ? new Date(account.data.can_delete_until).getTime() <= Date.now() : false);
  const matches = confirmsEmail(typed, email);
  const error =
    remove.error && !stale ? (remove.error instanceof ApiError && remove.error.status < 500 ? remove.error.message : DELETE_FAILED) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || remove.isPending) return;
    remove.mutate(typed, { onSuccess: onDeleted });
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        if (remove.isPending) e.preventDefault();
        else onClose();
      }}
      className={
        'm-auto w-[calc(100%-2rem)] max-w-md rounded-3xl border border-white/10 bg-night p-0 text-white ' +
        'shadow-2xl shadow-black/60 backdrop:bg-black/70 backdrop:backdrop-blur-sm'
      }
    >
      <div className="p-6 sm:p-7">
        <h2 id={titleId} className="text-xl font-semibold tracking-tight">
          Delete your account?
        </h2>
        {account.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner size="sm" aria-label="Checking your sign-in" />
          </div>
        ) : stale ? (
          <>
            <p className="mt-3 text-sm leading-relaxed text-white/75" role="alert">
              {PRIVACY_MESSAGES.signInAgain}
            </p>
            <p className="mt-2 text-sm text-white/60">You will come back to this page, and can delete your account for 10 minutes.</p>
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={onSignIn} disabled={signingIn}>
                {signingIn ? <Spinner size="sm" /> : <LogIn aria-hidden="true" />} Sign in again
              </Button>
            </div>
          </>
        ) : !email ? (
          <>
            <p className="mt-3 text-sm leading-relaxed text-white/75" role="alert">
              Your account has no e-mail address to confirm with. Please write to us (see Contact Us) and we will delete it.
            </p>
            <div className="mt-6 flex justify-end">
              <Button variant="ghost" onClick={onClose}>
                Close
              </Button>
            </div>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <p className="mt-3 text-sm leading-relaxed text-white/75">
              Everything Maya holds about you is deleted at once and you are signed out everywhere. This cannot be undone.
            </p>
            {explanation}
            <div className="mt-5 grid gap-2">
              <Label htmlFor={inputId}>
                Type <span className="font-semibold break-all text-white">{email}</span> to confirm
              </Label>
              <Input
                id={inputId}
                type="email"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                aria-invalid={refused === 'email_mismatch' || undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                disabled={remove.isPending}
                autoFocus
              />
            </div>
            {error && (
              <p id={`${inputId}-error`} role="alert" className="mt-3 text-sm text-red-300">
                {error}
              </p>
            )}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={onClose} disabled={remove.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                disabled={!matches || remove.isPending}
                className="bg-red-500 text-white shadow-red-500/25 hover:bg-red-400"
              >
                {remove.isPending && <Spinner size="sm" />}
                {remove.isPending ? 'Deleting…' : 'Delete my account'}
              </Button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
