import type { ReactNode } from 'react';
import { Label } from '@client/components/ui/label';
import type { PreferencesDraft } from '../lib/preferences-draft';
import { SHARE_OPTIONS } from '../lib/preferences-view';

/** A labelled control with its message under it (the control points at the message with aria-describedby). */
export function Field({
  label,
  htmlFor,
  error,
  errorId,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error && (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** A fieldset of radios or checkboxes, with its message under it. */
export function Group({ legend, error, errorId, children }: { legend: string; error?: string; errorId: string; children: ReactNode }) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-white/90">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">{children}</div>
      {error && (
        <p id={errorId} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type ShareKey = (typeof SHARE_OPTIONS)[number]['key'];

/** What an introduction may show of the member besides the first name, each with a plain explanation. */
export function ShareChoices({ draft, onChange }: { draft: PreferencesDraft; onChange: (key: ShareKey, on: boolean) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-white/90">What an introduction may show of you</legend>
      <p className="text-xs text-white/60">Your first name is always shown. Never your e-mail, phone or full name.</p>
      {SHARE_OPTIONS.map((o) => (
        <label key={o.key} className="flex cursor-pointer items-start gap-3 rounded-xl px-1 py-1 text-sm">
          <input
            type="checkbox"
            checked={draft[o.key]}
            onChange={(e) => onChange(o.key, e.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-maya"
          />
          <span>
            <span className="font-medium text-white">{o.label}</span>
            <span className="block text-white/65">{o.explanation}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
