import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '@shared/domain/reports/report-reason';
import type { ReportRequest } from '@shared/schemas/shortlist';
import { REPORT_REASON_LABELS } from '../lib/proposal-text';

type Props = {
  mode: 'block' | 'report';
  firstName: string;
  busy: boolean;
  error: string | null;
  onBlock: () => void;
  onReport: (report: ReportRequest) => void;
  onClose: () => void;
};

/**
 * Block (a confirmation) or Report (a reason, a note, and whether to block too) as a native modal
 * <dialog>: focus stays inside, Escape closes it, and focus returns to the button that opened it.
 */
export function SafetyDialog({ mode, firstName, busy, error, onBlock, onReport, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const noteId = useId();
  const [reason, setReason] = useState<ReportRequest['reason'] | null>(null);
  const [note, setNote] = useState('');
  const [alsoBlock, setAlsoBlock] = useState(true);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (mode === 'block') onBlock();
    else if (reason) onReport({ reason, note: note.trim() || undefined, block: alsoBlock });
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => (busy ? e.preventDefault() : onClose())}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl border border-white/10 bg-night p-0 text-white shadow-2xl backdrop:bg-black/70"
    >
      <form onSubmit={submit} className="flex flex-col gap-4 p-6">
        <h2 id={titleId} className="text-xl font-semibold tracking-tight">
          {mode === 'block' ? `Block ${firstName}?` : `Report ${firstName}`}
        </h2>
        {mode === 'block' ? (
          <p className="text-sm leading-relaxed text-white/75">
            {firstName} will never be proposed to you again, and you will never be proposed to them. They are not told.
          </p>
        ) : (
          <>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm text-white/75">What is wrong? Maya&rsquo;s team reads every report.</legend>
              {REPORT_REASONS.map((r) => (
                <label key={r} className="flex min-h-11 items-center gap-3 rounded-xl px-2 text-sm hover:bg-white/5">
                  <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="size-4" />
                  {REPORT_REASON_LABELS[r]}
                </label>
              ))}
            </fieldset>
            <div className="grid gap-2">
              <Label htmlFor={noteId}>Anything to add (optional)</Label>
              <textarea
                id={noteId}
                value={note}
                maxLength={REPORT_NOTE_MAX}
                onChange={(e) => setNote(e.target.value)}
                rows={3}
                className="rounded-xl border border-white/15 bg-white/5 p-3 text-sm text-white"
              />
            </div>
            <label className="flex min-h-11 items-center gap-3 text-sm">
              <input type="checkbox" checked={alsoBlock} onChange={(e) => setAlsoBlock(e.target.checked)} className="size-4" />
              Also block {firstName}
            </label>
          </>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-200">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || (mode === 'report' && !reason)}>
            {busy && <Spinner size="sm" className="text-current" />}
            {mode === 'block' ? `Block ${firstName}` : 'Send report'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
