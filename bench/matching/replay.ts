import type { ReplayDecision, ReplayLog } from './replay-log';
import type { ScoredDecision } from './replay-metrics';

/** One ranker in the replay: it scores what is due, then is told what happened. */
export interface ReplayRanker {
  name: string;
  score(from: string, to: string): { own: number; ownP: number; mutual: number };
  /** The decisions of one moment, revealed after all of them were scored. */
  reveal(decisions: readonly ReplayDecision[]): void;
}

/**
 * The log in time order (file order within a moment): every decision at `t` is scored by each
 * ranker from what was revealed before `t` only, then the moment's decisions are revealed to all.
 */
export function replay(log: ReplayLog, rankers: readonly ReplayRanker[]): Map<string, ScoredDecision[]> {
  const ordered = log.decisions.map((d, i) => ({ d, i })).sort((x, y) => x.d.t - y.d.t || x.i - y.i);
  const out = new Map(rankers.map((r) => [r.name, [] as ScoredDecision[]]));
  const earlier = new Map<string, number>();
  for (let start = 0; start < ordered.length;) {
    let end = start;
    while (end + 1 < ordered.length && ordered[end + 1]!.d.t === ordered[start]!.d.t) end++;
    const moment = ordered.slice(start, end + 1).map((e) => e.d);
    for (const ranker of rankers) {
      const list = out.get(ranker.name)!;
      for (const d of moment) list.push({ decision: d, ...ranker.score(d.from, d.to), earlier: earlier.get(d.from) ?? 0 });
    }
    for (const ranker of rankers) ranker.reveal(moment);
    for (const d of moment) earlier.set(d.from, (earlier.get(d.from) ?? 0) + 1);
    start = end + 1;
  }
  return out;
}
