import { useShortlist } from '../api/get-shortlist';

/** Beside 'Introductions' in the home's navigation: how many proposals wait for the person's decision. */
export function NewProposalsBadge() {
  const count = useShortlist().data?.proposals.filter((p) => p.state === 'new').length ?? 0;
  if (count === 0) return null;
  return (
    <span className="grid h-5 min-w-5 place-items-center rounded-full bg-maya px-1.5 text-[0.6875rem] leading-none font-bold text-ink tabular-nums">
      {count}
      <span className="sr-only"> to decide</span>
    </span>
  );
}
