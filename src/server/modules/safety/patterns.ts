import { createHash } from 'node:crypto';
import { viewsOf } from './normalise';

/**
 * Patterns over time (issue 42 item 1, ADR 056): what makes a member paused from the pool and the relay until a
 * moderator looks, and how much a new member may relay. Pure: the counts come from the caller's queries.
 */
export type HoldReason = 'repeated_flags' | 'two_reporters' | 'same_opening';

/**
 * Flags (held or blocked by the screen) within FLAG_WINDOW_DAYS that pause a member. Five: one person's unlucky
 * phrasing ("kill it at karaoke", a restaurant's link) flags once or twice; a scammer working a script flags on
 * every relay, and five within a week is past any run of bad luck the fresh-set false positives (0 of 235) suggest.
 */
export const REPEATED_FLAGS = 5;
export const FLAG_WINDOW_DAYS = 7;

/**
 * Different members who reported the same person within REPORT_WINDOW_DAYS. Two, as the issue asks: one report
 * can be a grudge; two people who do not know each other rarely make up the same thing.
 */
export const DISTINCT_REPORTERS = 2;
export const REPORT_WINDOW_DAYS = 30;

/**
 * Introductions within OPENING_WINDOW_DAYS opened with the same words. Five: people reuse a line now and then
 * (a hello, a joke); a script pasted to five new people in a week is the spam shape Bumble's detector hunts.
 */
export const SAME_OPENINGS = 5;
export const OPENING_WINDOW_DAYS = 7;
/** Shorter openings ("hi!", "hey, how are you?") are what everyone writes: they never count as the same script. */
export const OPENING_MIN_WORDS = 6;

/**
 * A member's first NEW_MEMBER_DAYS: at most NEW_MEMBER_MESSAGES_PER_HOUR relayed messages in any hour. Twenty is a
 * lively conversation (one every three minutes, across all their introductions) and far below a script's bursts;
 * the first days are when a throwaway account does its harm, before anyone could report it.
 */
export const NEW_MEMBER_DAYS = 3;
export const NEW_MEMBER_MESSAGES_PER_HOUR = 20;

export interface PatternCounts {
  /** Screen decisions of kind other than "none" whose action was hold or block, within FLAG_WINDOW_DAYS. */
  flags: number;
  /** Distinct members who reported them within REPORT_WINDOW_DAYS. */
  reporters: number;
  /** The most introductions within OPENING_WINDOW_DAYS that share one opening hash. */
  sameOpenings: number;
}

/** The reasons to hold a member now, each with its counts for the moderator (never a message's text). */
export function holdReasons(c: PatternCounts): { reason: HoldReason; detail: string }[] {
  const out: { reason: HoldReason; detail: string }[] = [];
  if (c.flags >= REPEATED_FLAGS) out.push({ reason: 'repeated_flags', detail: `${c.flags} flagged messages in ${FLAG_WINDOW_DAYS} days` });
  if (c.reporters >= DISTINCT_REPORTERS)
    out.push({ reason: 'two_reporters', detail: `reported by ${c.reporters} members in ${REPORT_WINDOW_DAYS} days` });
  if (c.sameOpenings >= SAME_OPENINGS)
    out.push({ reason: 'same_opening', detail: `the same opening sent to ${c.sameOpenings} introductions in ${OPENING_WINDOW_DAYS} days` });
  return out;
}

/** Whether a member who joined at `joinedAt` may relay one more message, having relayed `lastHour` in the last hour. */
export function withinNewMemberRate(joinedAt: Date, now: Date, lastHour: number): boolean {
  const isNew = now.getTime() - joinedAt.getTime() < NEW_MEMBER_DAYS * 86_400_000;
  return !isNew || lastHour < NEW_MEMBER_MESSAGES_PER_HOUR;
}

/**
 * The hash of an opening's words (look-alikes, leetspeak, case, punctuation and spacing read away, so "Hey
 * beautiful!!" and "hey  beautifu1" are the same), or null when it is too short to be a script. Only the hash is kept.
 */
export function openingHash(text: string): string | null {
  const words = viewsOf(text)
    .squeezed.replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < OPENING_MIN_WORDS) return null;
  return createHash('sha256').update(words.join(' ')).digest('hex');
}

/** What a held member is told when they write to a match (plain words, no rule names). */
export const PAUSED_FOR_REVIEW =
  "I haven't passed that on. Your messages to matches are paused while someone on our team takes a look at your account, " +
  'usually within a day. You can still talk to me.';

/** What a new member is told at the hourly limit. */
export const NEW_MEMBER_LIMIT = (minutes: number) =>
  `I haven't passed that on: in your first ${NEW_MEMBER_DAYS} days I pass on up to ${NEW_MEMBER_MESSAGES_PER_HOUR} messages an hour, ` +
  `to keep new accounts safe for everyone. You can send again in about ${minutes} minute${minutes === 1 ? '' : 's'}.`;
