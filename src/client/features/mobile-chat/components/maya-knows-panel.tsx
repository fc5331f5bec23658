import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Brain, Pencil, Trash2, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import type { KnownFact } from '@shared/schemas/companion';
import type { FeedbackKind } from '@shared/domain/companion/personality';
import { useDeleteFact } from '../api/delete-fact';
import { useEditFact } from '../api/edit-fact';
import { useForgetEverything } from '../api/forget-everything';
import { useKnowledge } from '../api/get-knowledge';
import { useSendFeedback } from '../api/send-feedback';

const FEEDBACK: { kind: FeedbackKind; label: string }[] = [
  { kind: 'too_proactive', label: 'Less advice' },
  { kind: 'not_proactive_enough', label: 'More ideas' },
  { kind: 'too_empathetic', label: 'Less emotional' },
  { kind: 'not_empathetic_enough', label: 'More warmth' },
];

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

function FactRow({ fact }: { fact: KnownFact }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(fact.value);
  const edit = useEditFact();
  const remove = useDeleteFact();
  return (
    <li className="rounded-2xl bg-white/5 p-3" data-testid="known-fact">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs text-white/60">{fact.label}</p>
          {editing ? (
            <form
              className="mt-1 flex gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (value.trim()) edit.mutate({ id: fact.id, value: value.trim() }, { onSuccess: () => setEditing(false) });
              }}
            >
              <Input
                aria-label={`New value for ${fact.label}`}
                value={value}
                maxLength={120}
                onChange={(e) => setValue(e.target.value)}
                className="h-9"
                autoFocus
              />
              <Button size="sm" type="submit" disabled={!value.trim() || edit.isPending}>
                Save
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setEditing(false);
                  setValue(fact.value);
                }}
              >
                Cancel
              </Button>
            </form>
          ) : (
            <p className="font-semibold break-words text-white">{fact.value}</p>
          )}
          <p className="mt-1 text-xs break-words text-white/50">
            {fact.source.kind === 'edit' ? (
              `You edited this on ${day(fact.source.at)}`
            ) : (
              <>
                From your message “{fact.source.text}” · {day(fact.source.at)}
              </>
            )}
          </p>
          {fact.history.length > 0 && <p className="mt-1 text-xs text-white/40">Before: {fact.history.map((h) => h.value).join(', ')}</p>}
        </div>
        {!editing && (
          <div className="flex shrink-0">
            <Button size="icon" variant="ghost" aria-label={`Edit ${fact.label}`} onClick={() => setEditing(true)}>
              <Pencil />
            </Button>
            <Button
              size="icon"
              variant="ghost"
              aria-label={`Delete ${fact.label}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(fact.id)}
            >
              <Trash2 />
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

const TRAITS = [
  ['empathyLevel', 'Empathy'],
  ['proactiveness', 'Proactiveness'],
  ['supportiveness', 'Supportiveness'],
] as const;

/**
 * While the panel is open: focus starts on its Close button, Escape closes it, and focus goes back
 * to what had it before (the button that opened the panel).
 */
function usePanelFocus(onClose: () => void) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return closeRef;
}

/** 'What Maya knows' (issue 14 §6): every fact and learned preference with its source; edit, delete, forget everything. */
export function MayaKnowsPanel({
  onClose,
  sharpen,
}: {
  onClose: () => void;
  /** 'Sharpen your profile' (issue 33). */ sharpen?: ReactNode;
}) {
  const knowledge = useKnowledge();
  const feedback = useSendFeedback();
  const forget = useForgetEverything();
  const [confirming, setConfirming] = useState(false);
  const closeRef = usePanelFocus(onClose);
  const k = knowledge.data;
  return (
    <section
      role="dialog"
      aria-modal="true"
      aria-labelledby="maya-knows-title"
      className="fixed inset-0 z-50 flex flex-col bg-ink/95 backdrop-blur sm:inset-y-0 sm:right-0 sm:left-auto sm:w-[420px] sm:border-l sm:border-white/10"
    >
      <header className="flex items-center justify-between gap-2 border-b border-white/10 px-4 py-3">
        <h2 id="maya-knows-title" className="flex items-center gap-2 text-lg font-semibold text-white">
          <Brain className="size-5 text-maya" />
          What Maya knows
        </h2>
        <Button ref={closeRef} size="icon" variant="ghost" aria-label="Close" onClick={onClose}>
          <X />
        </Button>
      </header>
      <div className="flex-1 space-y-6 overflow-y-auto px-4 py-4">
        {sharpen}
        {knowledge.isPending && <p className="text-sm text-white/60">Loading…</p>}
        {knowledge.isError && <p className="text-sm text-white/60">I can't show this right now.</p>}
        {k && (
          <>
            <div>
              <h3 className="mb-2 text-sm font-semibold text-white/80">What you've told me</h3>
              {k.facts.length ? (
                <ul className="space-y-2">
                  {k.facts.map((f) => (
                    <FactRow key={f.id} fact={f} />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-white/60">Nothing yet. Tell me about yourself and I'll remember it.</p>
              )}
            </div>
            <div>
              <h3 className="mb-2 text-sm font-semibold text-white/80">What I've learned</h3>
              {k.preferences.length ? (
                <ul className="space-y-2">
                  {k.preferences.map((p) => (
                    <li key={p.category} className="rounded-2xl bg-white/5 p-3">
                      <p className="text-xs text-white/60">{p.label}</p>
                      {p.lines.map((line) => (
                        <p key={line} className="text-sm text-white">
                          {line}
                        </p>
                      ))}
                      <p className="mt-1 text-xs text-white/40">From our chats · updated {day(p.updated_at)}</p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-white/60">I'm still learning how you like to chat.</p>
              )}
            </div>
            <div>
              <h3 className="mb-2 text-sm font-semibold text-white/80">How I've adapted</h3>
              <dl className="grid grid-cols-3 gap-2">
                {TRAITS.map(([key, label]) => (
                  <div key={key} className="rounded-2xl bg-white/5 p-2 text-center">
                    <dt className="text-xs text-white/60">{label}</dt>
                    <dd className="text-base font-semibold text-white">{Math.round(k.personality[key] * 100)}%</dd>
                  </div>
                ))}
              </dl>
              <ul className="mt-2 space-y-1" aria-label="Why Maya changed">
                {k.changes.map((c) => (
                  <li key={c.at + c.reason} className="text-sm text-white/80">
                    {c.reason}
                  </li>
                ))}
              </ul>
              <p className="mt-3 mb-2 text-xs text-white/60">Tell me how I'm doing:</p>
              <div className="flex flex-wrap gap-2">
                {FEEDBACK.map((f) => (
                  <Button
                    key={f.kind}
                    size="sm"
                    variant="outline"
                    disabled={feedback.isPending}
                    onClick={() => feedback.mutate({ kind: f.kind })}
                  >
                    {f.label}
                  </Button>
                ))}
              </div>
            </div>
          </>
        )}
      </div>
      <footer className="border-t border-white/10 px-4 py-3">
        {confirming ? (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm text-white/80">Forget everything I know about you?</p>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => forget.mutate(undefined, { onSuccess: () => setConfirming(false) })}
              disabled={forget.isPending}
            >
              Yes, forget everything
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </div>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            Forget everything
          </Button>
        )}
      </footer>
    </section>
  );
}
