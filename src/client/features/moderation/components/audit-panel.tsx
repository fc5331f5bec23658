import { Spinner } from '@client/components/ui/spinner';
import { useAudit } from '../api/get-audit';
import { auditSubject, auditWhat } from '../lib/queue-view';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** The audit log, newest first: who, when, what, why. Nobody can edit it (the database refuses). */
export function AuditPanel() {
  const audit = useAudit();
  if (audit.isPending) return <Spinner label="Reading the audit log" />;
  if (audit.isError) return <p role="alert">The audit log could not be read: {audit.error.message}</p>;
  const entries = audit.data.entries;
  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-3">
      <h2 id="audit-title" className="text-xl font-semibold">
        Audit log <span className="text-base font-normal text-white/70">· append-only, newest first</span>
      </h2>
      {entries.length === 0 ? (
        <p className="rounded-3xl border border-white/10 bg-white/5 p-6 text-white/85">No action yet.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {entries.map((e) => (
            <li key={e.id} className="rounded-2xl border border-white/10 bg-white/5 px-4 py-3 text-sm">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-semibold">{auditWhat(e.action, e.days)}</span>
                <span className="text-white/70">{auditSubject(e.itemKey)}</span>
                <time dateTime={e.createdAt} className="text-white/70">
                  {WHEN.format(new Date(e.createdAt))} UTC
                </time>
                <span className="break-all text-white/70">by {e.actorEmail}</span>
              </div>
              <p className="mt-1 text-white/90">“{e.reason}”</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
