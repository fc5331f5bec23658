import { Brain } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { useKnowledge } from '../api/get-knowledge';
import { MayaKnowsPanel } from './maya-knows-panel';

const things = (n: number) => (n === 1 ? '1 thing' : `${n} things`);

/**
 * The home's Profile: how much Maya has kept from the person's chats, and the way into 'What Maya
 * knows' (the phone chat's panel: every fact with its source, to edit, delete or forget).
 */
export function MayaKnowsCard() {
  const knowledge = useKnowledge();
  const [open, setOpen] = useState(false);
  const k = knowledge.data;
  return (
    <section
      aria-labelledby="maya-knows-card-title"
      className="flex flex-col gap-3 rounded-3xl border border-white/10 bg-night/80 p-4 shadow-2xl shadow-black/30 backdrop-blur-xl sm:p-7"
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-2xl bg-maya/15 text-maya-light">
          <Brain className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="maya-knows-card-title" className="text-lg font-semibold tracking-tight sm:text-xl">
            What Maya knows
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-white/70">
            {k
              ? k.facts.length + k.preferences.length === 0
                ? 'Nothing yet. What you tell her in your chats, she remembers, and you can see, edit or delete it here.'
                : `From your chats she remembers ${things(k.facts.length)} you told her and has learned ` +
                  `${things(k.preferences.length)} about how you like to talk. See where each came from, edit or delete it.`
              : knowledge.isError
                ? "We couldn't load what Maya knows just now."
                : 'Checking what Maya remembers…'}
          </p>
        </div>
      </div>
      <Button variant="secondary" className="w-full sm:w-auto sm:self-start" onClick={() => setOpen(true)}>
        See and edit what Maya knows
      </Button>
      {open && <MayaKnowsPanel onClose={() => setOpen(false)} />}
    </section>
  );
}
