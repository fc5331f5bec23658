import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { useApproveRequest } from '../api/approve-request';
import { useDeclineRequest } from '../api/decline-request';
import { useWaitlist } from '../api/get-waitlist';

const APPROVED: Record<string, string> = {
  approved: 'Approved: the “You’re in” e-mail is on its way.',
  already_approved: 'Already approved.',
  invited_only: 'On the invite list: they are approved when they sign in with this verified e-mail.',
};

type Entry = { email: string | null; joined: string; approvedAt: string | null; declinedAt?: string | null };

/** One request: approve or decline it, with a reason that goes into the audit log (ADR 065). */
function WaitlistRow({ entry, busy, act }: { entry: Entry; busy: boolean; act: (action: 'approve' | 'decline', reason: string) => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const email = entry.email ?? '';
  const state = entry.approvedAt ? 'Approved' : entry.declinedAt ? 'Declined' : null;
  const ready = !busy && Boolean(email) && reason.trim().length >= 3;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-white/5 px-4 py-3">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-3">
        <p className="min-w-0 flex-1 font-semibold break-all">{entry.email ?? '(no e-mail)'}</p>
        <p className="text-sm text-white/70">joined {entry.joined.slice(0, 10)}</p>
        {state && <span className="text-sm font-semibold text-white/80">{state}</span>}
      </div>
      {!state && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
              Reason <span className="font-normal text-white/65">(in the audit log)</span>
            </label>
            <Input
              id={`${id}-reason`}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              placeholder="e.g. Invited by a member"
            />
          </div>
          <div className="flex gap-2">
            <Button size="sm" disabled={!ready} aria-label={`Approve ${email}`} onClick={() => act('approve', reason.trim())}>
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!ready}
              aria-label={`Decline ${email}`}
              onClick={() => act('decline', reason.trim())}
            >
              Decline
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** The waitlist (admins): approve (the spec's e-mail, as the CLI sends it) or decline each waiting request, with a reason. */
export function WaitlistPanel() {
  const waitlist = useWaitlist(true);
  const approve = useApproveRequest();
  const decline = useDeclineRequest();
  if (waitlist.isPending) return <Spinner label="Reading the waitlist" />;
  if (waitlist.isError) return <p role="alert">The waitlist could not be read: {waitlist.error.message}</p>;
  const entries = waitlist.data.entries;
  const waiting = entries.filter((e) => !e.approvedAt && !e.declinedAt);
  const busy = approve.isPending || decline.isPending;
  const act = (email: string) => (action: 'approve' | 'decline', reason: string) =>
    action === 'approve'
      ? approve.mutate({ email, reason }, { onSuccess: (r) => toast.success(APPROVED[r.result]), onError: (er) => toast.error(er.message) })
      : decline.mutate({ email, reason }, { onSuccess: () => toast.success('Declined.'), onError: (er) => toast.error(er.message) });
  return (
    <section aria-labelledby="waitlist-title" className="flex flex-col gap-3">
      <h2 id="waitlist-title" className="text-xl font-semibold">
        Waitlist <span className="text-base font-normal text-white/70">· {waiting.length} waiting</span>
      </h2>
      {entries.length === 0 && <p className="rounded-3xl border border-white/10 bg-white/5 p-6 text-white/85">Nobody on the waitlist.</p>}
      <ul className="flex flex-col gap-2">
        {entries.map((e) => (
          <WaitlistRow key={`${e.email ?? ''}-${e.joined}`} entry={e} busy={busy} act={act(e.email ?? '')} />
        ))}
      </ul>
    </section>
  );
}
