import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { MODERATION_ACTIONS, type ModerationAction } from '@shared/domain/moderation/queue-items';
import { useActOnItem } from '../api/act-on-item';

const CHOICES: Record<ModerationAction, { label: string; hint: string }> = {
  dismiss: { label: 'Dismiss', hint: 'Nothing to act on' },
  warn: { label: 'Warn', hint: 'Maya tells them in their chat' },
  suspend: { label: 'Suspend', hint: 'Out of the pool and the relay for N days' },
  ban: { label: 'Ban', hint: 'Every relay and proposal ends; no sign-up again' },
};

const DONE: Record<ModerationAction, string> = {
  dismiss: 'Dismissed.',
  warn: 'Warned: Maya is telling them.',
  suspend: 'Suspended: Maya is telling them.',
  ban: 'Banned: their sessions, relays and proposals have ended.',
};

/** One item's action: a choice, the days of a suspension, and the reason that goes into the audit log. */
export function ActionForm({ itemKey, who }: { itemKey: string; who: string }) {
  const id = useId();
  const [action, setAction] = useState<ModerationAction>('dismiss');
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const act = useActOnItem();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setProblem('Give a reason (a few words): it goes into the audit log.');
    const n = Number(days);
    if (action === 'suspend' && !(Number.isInteger(n) && n >= 1 && n <= 365)) return setProblem('Suspend for 1 to 365 days.');
    setProblem(null);
    act.mutate(
      { item: itemKey, action, reason: reason.trim(), days: action === 'suspend' ? n : null },
      { onSuccess: () => toast.success(DONE[action]), onError: (error) => setProblem(error.message) },
    );
  };

  return (
    <form onSubmit={submit} className="mt-5 flex flex-col gap-4 border-t border-white/10 pt-5" aria-label={`Act on ${who}`}>
      <fieldset>
        <legend className="text-sm font-semibold text-white/90">Action</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 lg:grid-cols-4">
          {MODERATION_ACTIONS.map((a) => (
            <label
              key={a}
              className={cn(
                'flex cursor-pointer flex-col rounded-2xl border border-white/15 px-3 py-2 text-sm',
                'has-checked:border-maya has-checked:bg-maya/10 has-focus-visible:outline-2 has-focus-visible:outline-maya',
              )}
            >
              <span className="flex items-center gap-2 font-semibold">
                <input
                  type="radio"
                  name={`${id}-action`}
                  value={a}
                  checked={action === a}
                  onChange={() => setAction(a)}
                  className="accent-maya"
                />
                {CHOICES[a].label}
              </span>
              <span className="mt-0.5 text-xs text-white/65">{CHOICES[a].hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {action === 'suspend' && (
        <div className="flex items-center gap-3">
          <label htmlFor={`${id}-days`} className="text-sm font-semibold">
            Days
          </label>
          <Input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            className="w-24"
          />
        </div>
      )}
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-reason`} className="text-sm font-semibold">
          Reason{' '}
          <span className="font-normal text-white/65">(in the audit log; the member is told it when warned, suspended or banned)</span>
        </label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={2}
          maxLength={500}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={cn(
            'w-full rounded-xl border border-white/15 bg-white/5 px-4 py-3 text-base text-white placeholder:text-white/40',
            'focus-visible:border-maya focus-visible:outline-2 focus-visible:outline-maya/60',
          )}
          placeholder="e.g. Asked for gift cards"
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-rose-200">
          {problem}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={act.isPending}>
        {act.isPending ? 'Applying…' : `${CHOICES[action].label}${action === 'suspend' ? ` for ${days || '…'} days` : ''}`}
      </Button>
    </form>
  );
}
