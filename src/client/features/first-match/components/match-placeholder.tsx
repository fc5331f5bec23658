import { UsersRound } from 'lucide-react';

/** Holds the match's place on wide screens before there is one. */
export function MatchPlaceholder({ ready, finding }: { ready: boolean; finding: boolean }) {
  return (
    <div
      className={
        'hidden min-h-[22rem] flex-col items-center justify-center rounded-3xl border border-dashed ' +
        'border-white/15 bg-white/[0.02] p-8 text-center lg:flex'
      }
    >
      <div aria-hidden="true" className="relative grid size-20 place-items-center">
        <span className="absolute inset-0 rounded-full bg-linear-to-br from-dusk/30 to-maya/30 blur-xl" />
        <span className="relative grid size-20 place-items-center rounded-full bg-white/5 ring-1 ring-white/15">
          <UsersRound className="size-8 text-white/60" />
        </span>
      </div>
      <p className="mt-5 text-lg font-semibold tracking-tight">{finding ? 'Looking for your person…' : 'Your match will appear here'}</p>
      <p className="mt-2 max-w-xs text-sm leading-relaxed text-white/60">
        {ready
          ? 'Analysis done. Press “Find match & start simulation” to meet them.'
          : 'Once the analysis reaches 100%, Maya can start looking.'}
      </p>
    </div>
  );
}
