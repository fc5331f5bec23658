import type { Decision } from '../matching/persona';
import type { Reason } from './verdict-reasons';
import type { WeekSignals } from './week-signals';

/**
 * The simulation's decision and its reasons (docs/compatibility.md, "The decision"). The score says
 * how well two profiles should fit; the week says whether they did: a date planned and warm replies
 * push towards YES, a plan turned down, dead ends, unanswered questions and a lopsided pace towards NO.
 */

export const VERDICT_RULE = {
  defaultDecision: 'MAYBE' as Decision,
  defaultConfidence: 0.75,
  /** "The threshold": a planned date at or above it is a YES. */
  yesAtLeast: 0.6,
  /** Below this the profiles are too far apart, whatever the week did. */
  noBelow: 0.45,
  /** Between noBelow and this, a week without warmth is a NO. */
  weakBelow: 0.52,
  /** Fewer messages than this is too little to judge. */
  minEvidenceMessages: 4,
  /** Word-and-message balance below this reads as mismatched pace. */
  paceBalanceBelow: 0.65,
  points: { datePlanned: 2, warmReplies: 1, warmRepliesAtLeast: 2, veryWarmAtLeast: 4, planDeclined: 2, maxPerFriction: 2, pace: 1 },
  confidence: { min: 0.5, max: 0.95, marginCap: 0.1, evidenceBonus: 0.05, thinPenalty: 0.15 },
} as const;

export interface WeekLean {
  warmth: number;
  friction: number;
}

export function weekLean(w: WeekSignals): WeekLean {
  const p = VERDICT_RULE.points;
  const warm = w.warmReplies >= p.veryWarmAtLeast ? 2 * p.warmReplies : w.warmReplies >= p.warmRepliesAtLeast ? p.warmReplies : 0;
  const warmth = (w.datePlanned ? p.datePlanned : 0) + warm;
  const friction =
    (w.planDeclinedBy ? p.planDeclined : 0) +
    Math.min(p.maxPerFriction, w.deadEnds) +
    Math.min(p.maxPerFriction, w.unansweredQuestions) +
    (w.engagementBalance < VERDICT_RULE.paceBalanceBelow ? p.pace : 0);
  return { warmth, friction };
}

/**
 * In order: no score → MAYBE; under 4 messages → MAYBE; a planned date with score ≥ 0.60 → YES;
 * score < 0.45 → NO; friction − warmth ≥ 3 → NO; score < 0.52 without net warmth → NO;
 * score ≥ 0.60 with warmth − friction ≥ 2, or score ≥ 0.52 with warmth − friction ≥ 3 → YES; else MAYBE.
 */
export function decideWeek(score: number | null | undefined, w: WeekSignals): { decision: Decision; confidence: number } {
  const r = VERDICT_RULE;
  const k = r.confidence;
  if (typeof score !== 'number' || !Number.isFinite(score)) return { decision: r.defaultDecision, confidence: r.defaultConfidence };
  const { warmth, friction } = weekLean(w);
  const lean = warmth - friction;
  const clampConfidence = (c: number) => Math.round(Math.min(k.max, Math.max(k.min, c)) * 100) / 100;
  if (w.messageCount < r.minEvidenceMessages)
    return { decision: 'MAYBE', confidence: clampConfidence(r.defaultConfidence - k.thinPenalty) };
  const yes = (w.datePlanned && score >= r.yesAtLeast) || (score >= r.yesAtLeast && lean >= 2) || (score >= r.weakBelow && lean >= 3);
  const no = !yes && (score < r.noBelow || lean <= -3 || (score < r.weakBelow && lean <= 0));
  if (yes)
    return {
      decision: 'YES',
      confidence: clampConfidence(
        r.defaultConfidence + Math.min(k.marginCap, Math.max(0, score - r.yesAtLeast)) + (lean >= 3 ? k.evidenceBonus : 0),
      ),
    };
  if (no)
    return {
      decision: 'NO',
      confidence: clampConfidence(
        r.defaultConfidence + Math.min(k.marginCap, Math.max(0, r.weakBelow - score)) + (lean <= -3 ? k.evidenceBonus : 0),
      ),
    };
  return { decision: 'MAYBE', confidence: r.defaultConfidence };
}

export const times = (n: number, one: string, many: string) => (n === 1 ? one : many.replace('{n}', String(n)));

/** Reasons about the week, in "you" and the match's name. */
export function weekReasons(w: WeekSignals, match: string): Reason[] {
  const out: Reason[] = [];
  const who = (role: 'a' | 'b') => (role === 'a' ? 'you' : match);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  if (w.messageCount < VERDICT_RULE.minEvidenceMessages)
    return [{ tone: 'neutral', text: `Only ${w.messageCount} messages: too little conversation to judge` }];
  if (w.datePlanned) out.push({ tone: 'positive', text: `You and ${match} planned a date` });
  else if (w.planDeclinedBy)
    out.push({
      tone: 'negative',
      text: `${cap(who(w.planDeclinedBy))} ${w.planDeclinedBy === 'a' ? "weren't" : "wasn't"} ready to plan a date yet`,
    });
  else out.push({ tone: 'negative', text: w.dateProposed ? 'A date came up but nothing was agreed' : 'Neither of you suggested meeting' });
  if (w.warmReplies >= VERDICT_RULE.points.warmRepliesAtLeast)
    out.push({ tone: 'positive', text: `${w.warmReplies} warm replies over the week` });
  if (w.deadEnds > 0)
    out.push({
      tone: 'negative',
      text: times(w.deadEnds, 'One question got a flat, one-line answer', '{n} questions got flat, one-line answers'),
    });
  if (w.unansweredQuestions > 0)
    out.push({ tone: 'negative', text: times(w.unansweredQuestions, 'One question went unanswered', '{n} questions went unanswered') });
  if (w.engagementBalance < VERDICT_RULE.paceBalanceBelow && w.louder !== 'even') {
    out.push({ tone: 'negative', text: w.louder === 'a' ? `You wrote far more than ${match}` : `${match} wrote far more than you` });
  } else if (w.louder === 'even') out.push({ tone: 'positive', text: `You and ${match} kept an even pace` });
  return out;
}
