import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useApproveRequest } from '../api/approve-request';
import { useDeclineRequest } from '../api/decline-request';
import { useWaitlist } from '../api/get-waitlist';

const APPROVED: Record<string, string> = {
  approved: 'Approved: the “You’re in” e-mail is on its way.',
  already_approved: 'Already approved.',
  invited_only: 'On the invite list: they are approved when they sign in with this verified e-mail.',
};

/** The waitlist (admins): approve (the spec's e-mail, as the CLI sends it) or decline each waiting request. */
export function WaitlistPanel() {
  const waitlist = useWaitlist(true);
  const approve = useApproveRequest();
  const decline = useDeclineRequest();
  if (waitlist.isPending) return <Spinner label="Reading the waitlist" />;
  if (waitlist.isError) return <p role="alert">The waitlist could not be read: {waitlist.error.message}</p>;
  const entries = waitlist.data.entries;
  const waiting = entries.filter((e) => !e.approvedAt && !e.declinedAt);
  const busy = approve.isPending || decline.isPending;
  return (
    <section aria-labelledby="waitlist-title" className="flex flex-col gap-3">
      <h2 id="waitlist-title" className="text-xl font-semibold">
        Waitlist <span className="text-base font-normal text-white/70">· {waiting.length} waiting</span>
      </h2>
      {entries.length === 0 && <p className="rounded-3xl border border-white/10 bg-white/5 p-6 text-white/85">Nobody on the waitlist.</p>}
      <ul className="flex flex-col gap-2">
        {entries.map((e) => {
          const email = e.email ?? '';
          const state = e.approvedAt ? 'Approved' : e.declinedAt ? 'Declined' : null;
          return (
            <li
              key={`${email}-${e.joined}`}
              className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-white/5 px-4 py-3 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-all">{e.email ?? '(no e-mail)'}</p>
                <p className="text-sm text-white/70">joined {e.joined.slice(0, 10)}</p>
              </div>
              {state ? (
                <span className="text-sm font-semibold text-white/80">{state}</span>
              ) : (
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    disabled={busy || !email}
                    aria-label={`Approve ${email}`}
                    onClick={() =>
                      approve.mutate(email, {
                        onSuccess: (r) => toast.success(APPROVED[r.result]),
                        onError: (er) => toast.error(er.message),
                      })
                    }
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy || !email}
                    aria-label={`Decline ${email}`}
                    onClick={() =>
                      decline.mutate(email, { onSuccess: () => toast.success('Declined.'), onError: (er) => toast.error(er.message) })
                    }
                  >
                    Decline
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
