import { ChevronDown, Lightbulb, MessageCircle } from 'lucide-react';
import { CHAT_COMMANDS } from '../lib/automation-view';

/** §2.11 description of messaging-app control. */
export function ChatControls() {
  return (
    <section
      aria-labelledby="chat-controls-title"
      className="h-full rounded-3xl border border-white/10 bg-night/80 p-4 shadow-2xl shadow-black/40 backdrop-blur-xl sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 place-items-center rounded-xl bg-[#25d366] text-white shadow-lg shadow-[#25d366]/20"
        >
          <MessageCircle className="size-5" strokeWidth={2.25} />
        </span>
        <h2 id="chat-controls-title" className="text-lg font-semibold tracking-tight">
          Steer Maya from WhatsApp
        </h2>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-white/70">Reply to Maya in your chat with one word:</p>
      <ul className="mt-4 flex flex-col gap-2.5">
        {CHAT_COMMANDS.map(({ command, effect }) => (
          <li key={command} className="flex items-center gap-3 text-sm">
            <kbd
              className={
                'w-20 shrink-0 rounded-lg border border-white/15 bg-white/[0.06] px-2 py-1 text-center font-mono text-xs ' +
                'font-semibold tracking-wider text-white'
              }
            >
              {command}
            </kbd>
            <span className="text-white/75">{effect}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const TIPS = [
  'Answer Maya’s check-ins honestly. Every reply sharpens who she looks for.',
  'Tell her your deal-breakers in plain words, like “no smokers” or “wants kids”.',
  'When she introduces someone, say hi within a day: early replies go furthest.',
] as const;

/** §2.11 pro tips: folded under their title, one tap to open (the home's Introductions keeps its height for the people). */
export function ProTips() {
  return (
    <details className="group rounded-3xl border border-white/10 bg-white/[0.03]">
      <summary className="flex min-h-14 cursor-pointer list-none items-center gap-2.5 rounded-3xl px-4 py-3 sm:px-6 [&::-webkit-details-marker]:hidden">
        <Lightbulb aria-hidden="true" className="size-5 text-amber-300" />
        <h2 className="flex-1 text-lg font-semibold tracking-tight">Pro tips</h2>
        <ChevronDown aria-hidden="true" className="size-5 text-white/60 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="flex flex-col gap-3 px-4 pb-5 sm:px-6">
        {TIPS.map((tip) => (
          <li key={tip} className="flex gap-3 text-sm leading-relaxed text-white/75">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-maya" />
            {tip}
          </li>
        ))}
      </ul>
    </details>
  );
}
