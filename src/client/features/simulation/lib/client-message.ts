import { z } from 'zod';
import type { TranscriptEntry } from '@shared/domain/matching/persona';

/** Spec §3 Client message. `side` tells the screen where to draw it (the person's persona on the right). */
export const clientMessageSchema = z.object({
  speaker: z.string(),
  side: z.enum(['user', 'match']),
  message: z.string(),
  timestamp: z.string(),
  context: z.object({ day: z.number().int(), window: z.number().int(), turn: z.number().int() }),
});
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Display names; role 'a' is the person's persona, 'b' the match. */
export interface SpeakerNames {
  a: string;
  b: string;
}

export type NumberedEntry = TranscriptEntry & { turn: number };

/** Numbers each entry's turn within its (day, window), starting at 1. */
export function numberTurns(transcript: readonly TranscriptEntry[]): NumberedEntry[] {
  const counts = new Map<string, number>();
  return transcript.map((entry) => {
    const key = `${entry.day}:${entry.window}`;
    const turn = (counts.get(key) ?? 0) + 1;
    counts.set(key, turn);
    return { ...entry, turn };
  });
}

/** Spec §3: a transcript entry as the client shows it. An entry without a turn number counts as turn 1. */
export function toClientMessage(entry: TranscriptEntry & { turn?: number }, names: SpeakerNames, timestamp: string | Date): ClientMessage {
  return {
    speaker: entry.role === 'a' ? names.a : names.b,
    side: entry.role === 'a' ? 'user' : 'match',
    message: entry.text,
    timestamp: typeof timestamp === 'string' ? timestamp : timestamp.toISOString(),
    context: { day: entry.day, window: entry.window, turn: entry.turn ?? 1 },
  };
}
