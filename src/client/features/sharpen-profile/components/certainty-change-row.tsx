import { ArrowRight } from 'lucide-react';
import { CertaintyTag } from '@client/components/profile/certainty-tag';
import type { CertaintyChange } from '../lib/before-and-after';

/** One trait: 'Still learning → Fairly sure' (read out as 'was still learning, now fairly sure'), or only now. */
export function CertaintyChangeRow({ change }: { change: CertaintyChange }) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-2xl bg-white/[0.05] px-4 py-3"
      data-testid="certainty-change"
    >
      <span className="text-sm font-semibold text-white">{change.label}</span>
      <span className="flex items-center gap-2 text-sm">
        {change.before !== null && (
          <>
            <span className="sr-only">was </span>
            <CertaintyTag certainty={change.before} muted />
            <ArrowRight aria-hidden="true" className="size-4 text-white/50" />
          </>
        )}
        <span className="sr-only">now </span>
        <CertaintyTag certainty={change.after} />
      </span>
    </li>
  );
}
