import type { Decision, TranscriptEntry } from '../matching/persona';
import { weekSignals } from './week-signals';

/** From the most cautious to the keenest: a checked verdict only ever moves down this list. */
const RANK: Record<Decision, number> = { NO: 0, MAYBE: 1, YES: 2 };
const lower = (x: Decision, y: Decision): Decision => (RANK[x] <= RANK[y] ? x : y);

export interface VerdictEvidence {
  /** A suggestion to meet the other person accepted, read from the transcript. */
  datePlanned: boolean;
  /** Messages with a warm cue (week-signals.ts WARM). */
  warmReplies: number;
}

export interface CheckedVerdict {
  decision: Decision;
  /** Why the claim was not taken as it came, if it was not. */
  overruled: null | 'above-the-rules' | 'yes-without-plan-or-warmth';
  evidence: VerdictEvidence;
}

/**
 * The week's verdict as the engine wrote it (the structured `verdict.decision` of the conclusion),
 * checked against the transcript (issue 43 item 5). Pure, and the same for every engine:
 * - the engine may be more cautious than the rules (`computed`, week-decision.ts), never keener:
 *   nothing a member said in their own words can lift the other side's verdict;
 * - a YES needs a plan or warmth in the transcript itself: a YES with neither is a MAYBE, whatever
 *   the engine or the rules said.
 */
export function checkVerdict(claimed: Decision, computed: Decision, transcript: readonly TranscriptEntry[]): CheckedVerdict {
  const signals = weekSignals(transcript);
  const evidence = { datePlanned: signals.datePlanned, warmReplies: signals.warmReplies };
  let decision = lower(claimed, computed);
  let overruled: CheckedVerdict['overruled'] = decision === claimed ? null : 'above-the-rules';
  if (decision === 'YES' && !evidence.datePlanned && evidence.warmReplies === 0) {
    decision = 'MAYBE';
    overruled = 'yes-without-plan-or-warmth';
  }
  return { decision, overruled, evidence };
}
