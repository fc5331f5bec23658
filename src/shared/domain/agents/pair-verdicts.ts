import type { Persona, TranscriptEntry } from '../matching/persona';
import { weekVerdict, type WeekVerdict } from '../week/week-verdict';

/** The transcript as the other side reads it: role 'a' is always "you" (week-signals.ts). */
export const swapRoles = (transcript: readonly TranscriptEntry[]): TranscriptEntry[] =>
  transcript.map((e) => ({ ...e, role: e.role === 'a' ? 'b' : 'a' }));

/**
 * Each side's verdict on the one week two agents had: the low member's persona spoke as 'a', so
 * the high member's verdict reads the same week with the roles swapped, in their own words
 * ("You and Ana planned a date").
 */
export function pairVerdicts(low: Persona, high: Persona, transcript: readonly TranscriptEntry[]): { low: WeekVerdict; high: WeekVerdict } {
  return {
    low: weekVerdict({ personaA: low, personaB: high, transcript }),
    high: weekVerdict({ personaA: high, personaB: low, transcript: swapRoles(transcript) }),
  };
}
