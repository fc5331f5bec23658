import type { TranscriptEntry } from '@shared/domain/matching/persona';

export type Role = 'a' | 'b';
export const otherRole = (role: Role): Role => (role === 'a' ? 'b' : 'a');

/** Read-only questions about what has been said so far, answered from the transcript alone. */
export class HistoryView {
  readonly all: string;
  private readonly lowered: { role: Role; day: number; text: string }[];

  constructor(readonly entries: readonly TranscriptEntry[]) {
    this.lowered = entries.map((e) => ({ role: e.role, day: e.day, text: e.text.toLowerCase() }));
    this.all = this.lowered.map((e) => e.text).join('\n');
  }

  mentions(phrase: string): boolean {
    return this.all.includes(phrase.toLowerCase());
  }

  count(phrase: string): number {
    const p = phrase.toLowerCase();
    return this.lowered.reduce((n, e) => n + (e.text.includes(p) ? 1 : 0), 0);
  }

  /** Who first said the phrase, and on which day. */
  firstSaid(phrase: string): { role: Role; day: number } | null {
    const p = phrase.toLowerCase();
    const hit = this.lowered.find((e) => e.text.includes(p));
    return hit ? { role: hit.role, day: hit.day } : null;
  }
}
