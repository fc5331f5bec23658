import type { Certainty } from '@shared/domain/assessment/follow-up/certainty';
import type { Trait } from '@shared/domain/assessment/hexaco';
import type { FollowUp, FollowUpTrait } from './follow-up-types';

type Snapshot = Partial<Record<Trait, Certainty>>;

/**
 * How sure Maya was of each trait before the first answer, as this tab saw it. The server keeps no
 * 'before', so a follow-up resumed after a reload or on another device shows only where it ends.
 * NOTE: memory only (never storage): it is about the person, and goes with the page.
 */
let before: Snapshot | null = null;

/** Call with every read: an unstarted follow-up (a first visit, or a retake) is the new 'before'. */
export function noteBefore(followUp: FollowUp) {
  if (followUp.answered === 0 && followUp.status !== 'done') before = snapshot(followUp.traits);
}

const snapshot = (traits: readonly FollowUpTrait[]): Snapshot => Object.fromEntries(traits.map((t) => [t.trait, t.certainty]));

export type CertaintyChange = { trait: Trait; label: string; before: Certainty | null; after: Certainty };

/** The summary's rows: each trait's certainty before (when known) and now. */
export function certaintyChanges(traits: readonly FollowUpTrait[], seen: Snapshot | null = before): CertaintyChange[] {
  return traits.map((t) => ({ trait: t.trait, label: t.label, before: seen?.[t.trait] ?? null, after: t.certainty }));
}
