import { remembered } from '../../lib/remembered';
import type { TranscriptEntry } from '../matching/persona';

/**
 * What happened in a simulated week, read from the transcript text alone (any engine): a date
 * planned or turned down, warm replies, dead ends, questions left unanswered, and how evenly the two
 * wrote. docs/compatibility.md lists the phrases each signal looks for.
 */
export interface WeekSignals {
  messageCount: number;
  /** 0..1; 1 = both sides wrote equally (mean of message-count and word-count balance). */
  engagementBalance: number;
  /** Who wrote more words ('even' within 20 %). */
  louder: 'a' | 'b' | 'even';
  /** A suggestion to meet that the other person accepted. */
  datePlanned: boolean;
  /** Who turned a suggestion down (or hedged), if nobody accepted. */
  planDeclinedBy: 'a' | 'b' | null;
  dateProposed: boolean;
  /** Messages with a warm cue ("made my day", "best conversation", "can't wait"…). */
  warmReplies: number;
  /** Flat replies to a question ("Not really.", "I guess."). */
  deadEnds: number;
  /** Questions that closed a window (or were followed by the asker again): nobody answered. */
  unansweredQuestions: number;
}

export const PROPOSAL = new RegExp(
  [
    String.raw`\b(would you (want|like) to|we should (meet|do|grab|get|go)|how about|how would you feel about`,
    String.raw`|i'?d (really )?like to meet|let'?s (meet|grab|get)|want to (meet|grab|get))\b`,
  ].join(''),
  'i',
);
export const ACCEPT =
  /\b(yes|yeah|i'?d (like|love) that|i'?m in|let'?s do it|it'?s a plan|works for me|count me in|absolutely|sounds (good|perfect|great|lovely))\b/i;
export const DECLINE = new RegExp(
  [
    String.raw`\b(rather not|not (yet|ready)|another time|hold off|rather keep (chatting|talking)|get back to you`,
    String.raw`|i'?ll pass|can'?t (make|do) (it|saturday)|not sure i'?m)\b`,
  ].join(''),
  'i',
);
export const WARM = new RegExp(
  [
    '(best part of my week|made my (whole )?(day|afternoon)|smile every time|love how easy|enjoying this',
    "|best conversation|like talking to you|feel the same|making me blush|can'?t wait|looking forward",
    "|excited about this|counting down|glad we'?re doing this)",
  ].join(''),
  'i',
);
/** A whole message that shuts a question down. */
export const DEAD_END = new RegExp(
  [
    "^(not really|nope|no|maybe|i guess|meh|sure|fine|okay|ok|hm+|not sure|no idea|can'?t say i have|not much",
    "|nothing really|nothing special|same as always|don'?t really have one|it just happened|hard to say)[.!…]*$",
  ].join(''),
  'i',
);

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const balance = (x: number, y: number) => (x + y === 0 ? 0 : 1 - Math.abs(x - y) / (x + y));
const round3 = (v: number) => Math.round(v * 1000) / 1000;
/** Remembered: a week's verdicts read its transcript several times (both sides, the checks, the conclusions). */
const clean = remembered((text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\p{Extended_Pictographic}/gu, '')
    .trim(),
);

function planOutcome(t: readonly TranscriptEntry[]): Pick<WeekSignals, 'datePlanned' | 'planDeclinedBy' | 'dateProposed'> {
  let dateProposed = false;
  let planDeclinedBy: 'a' | 'b' | null = null;
  for (let i = 0; i < t.length; i++) {
    if (!PROPOSAL.test(clean(t[i]!.text))) continue;
    dateProposed = true;
    // The other person's next reply, whenever it comes (a new window may start in between).
    const reply = t.slice(i + 1).find((e) => e.role !== t[i]!.role);
    if (!reply) continue;
    const text = clean(reply.text);
    if (DECLINE.test(text)) planDeclinedBy = reply.role;
    else if (ACCEPT.test(text)) return { datePlanned: true, planDeclinedBy: null, dateProposed };
  }
  return { datePlanned: false, planDeclinedBy, dateProposed };
}

export function weekSignals(transcript: readonly TranscriptEntry[]): WeekSignals {
  const messages = { a: 0, b: 0 };
  const wordCount = { a: 0, b: 0 };
  let warmReplies = 0;
  let deadEnds = 0;
  let unansweredQuestions = 0;
  transcript.forEach((entry, i) => {
    const text = clean(entry.text);
    messages[entry.role] += 1;
    wordCount[entry.role] += words(text);
    if (WARM.test(text)) warmReplies += 1;
    const previous = transcript[i - 1];
    // A question left for the other ends the message; "Honestly? My dad…" is rhetorical.
    const asked = (e: TranscriptEntry | undefined) => !!e && clean(e.text).endsWith('?');
    if (previous && previous.role !== entry.role && asked(previous) && DEAD_END.test(text)) deadEnds += 1;
    const next = transcript[i + 1];
    const windowEnds = !next || next.day !== entry.day || next.window !== entry.window;
    if (asked(entry) && (windowEnds || next?.role === entry.role)) unansweredQuestions += 1;
  });
  const engagementBalance = round3((balance(messages.a, messages.b) + balance(wordCount.a, wordCount.b)) / 2);
  const louder = balance(wordCount.a, wordCount.b) >= 0.8 ? 'even' : wordCount.a > wordCount.b ? 'a' : 'b';
  return {
    messageCount: transcript.length,
    engagementBalance,
    louder,
    ...planOutcome(transcript),
    warmReplies,
    deadEnds,
    unansweredQuestions,
  };
}
