import { displayText } from '@shared/lib/display-text';
import type { WeekLine } from '@shared/schemas/shortlist';

/**
 * What a card shows of the agents' week (agent_pairs.week, written by the engine as
 * {transcript, week_summary, persona_low, persona_high, shared_interests}) and of the member's own
 * verdict. Read defensively: the jsonb is the engine's, so a missing or odd field shows nothing.
 */
export type Side = 'low' | 'high';

const MAX_WEEK_LINES = 4;
const MAX_INTERESTS = 6;
const MAX_REASONS = 3;
/** Reason tones that speak for the match (the engine's 'strong'; the simulator's 'positive'). */
const FITTING_TONES = new Set(['strong', 'positive']);

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.map((v) => displayText(v, 'caption')).filter((v) => v.length > 0) : [];

/** Which side spoke a transcript line: 'low'/'high', or the simulator's 'a' (the low side) / 'b'. */
const speakerOf = (role: unknown): Side | null =>
  role === 'low' || role === 'a' ? 'low' : role === 'high' || role === 'b' ? 'high' : null;

/** Up to four lines (or `max`) from the start of the week, each said by 'you' (my agent) or the other's first name. */
export function weekLinesFor(week: unknown, mySide: Side, otherFirstName: string, max = MAX_WEEK_LINES): WeekLine[] {
  const transcript = record(week).transcript;
  if (!Array.isArray(transcript)) return [];
  const lines: WeekLine[] = [];
  for (const entry of transcript) {
    const { role, text } = record(entry);
    const speaker = speakerOf(role);
    const said = displayText(text, 'caption');
    if (!speaker || !said) continue;
    lines.push({ from: speaker === mySide ? 'you' : otherFirstName, text: said });
    if (lines.length === max) break;
  }
  return lines;
}

export const sharedInterestsOf = (week: unknown): string[] => texts(record(week).shared_interests).slice(0, MAX_INTERESTS);

/**
 * The week was the two agents', not the people's: "You and Ana planned a date" (the journey's wording, which the stored
 * verdict keeps) would read on a proposal as a date the member made and forgot.
 */
const agentsWords = (text: string) => text.replace(/^You and (.+) planned a date$/, "Your Maya and $1's Maya planned a date");

/** The member's own agent's reasons for the match (never the other side's verdict). */
export function whyItFitsFrom(myVerdict: unknown): string[] {
  const why = record(myVerdict).why;
  if (!Array.isArray(why)) return [];
  return why
    .map(record)
    .filter((reason) => typeof reason.tone === 'string' && FITTING_TONES.has(reason.tone))
    .map((reason) => agentsWords(displayText(reason.text, 'caption')))
    .filter((text) => text.length > 0)
    .slice(0, MAX_REASONS);
}

/**
 * A one-line summary of a side's persona: the persona's own summary when it is text, else its vibe
 * and tone ("Thoughtful and warm."). NOTE: never the persona's boundaries, posts or style cues.
 */
export function personaSummaryOf(week: unknown, side: Side): string | null {
  const persona = record(week)[side === 'low' ? 'persona_low' : 'persona_high'];
  if (typeof persona === 'string') return displayText(persona, 'caption') || null;
  const { summary, vibe, tone } = record(persona);
  if (typeof summary === 'string' && summary.trim()) return displayText(summary, 'caption');
  const words = [vibe, tone].map((w) => displayText(w, 'label')).filter((w) => w.length > 0);
  if (!words.length) return null;
  const line = words.join(' and ');
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}.`;
}
