import { CERTAINTY_LEVELS, type Certainty } from '@shared/domain/assessment/follow-up/certainty';
import { TRAITS, type Trait } from '@shared/domain/assessment/hexaco';
import type { FollowUp, FollowUpTrait } from './follow-up-types';

type Snapshot = Partial<Record<Trait, Certainty>>;

/**
 * How sure Maya was of each trait before the first answer, as this tab saw it, kept across a reload
 * (sessionStorage: per tab, gone with it; six words, no scores). The server keeps no 'before', so a
 * follow-up finished on another device shows only where it ends.
 */
const KEY = 'maya.follow-up.before';

/** Call with every read: an unstarted follow-up (a first visit, or a retake) is the new 'before'. */
export function noteBefore(followUp: FollowUp, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()) {
  if (followUp.answered !== 0 || followUp.status === 'done') return;
  try {
    storage?.setItem(KEY, JSON.stringify(Object.fromEntries(followUp.traits.map((t) => [t.trait, t.certainty]))));
  } catch {
    // Storage full or blocked: the summary then shows only where each trait ends.
  }
}

/** The remembered 'before'; anything damaged or unknown counts as not remembered. */
export function rememberedBefore(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Snapshot | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const entries = TRAITS.map((t) => [t, (value as Record<string, unknown>)[t]] as const);
    return Object.fromEntries(entries.filter(([, c]) => CERTAINTY_LEVELS.includes(c as Certainty)));
  } catch {
    return null;
  }
}

export type CertaintyChange = { trait: Trait; label: string; before: Certainty | null; after: Certainty };

/** The summary's rows: each trait's certainty before (when known) and now. */
export function certaintyChanges(traits: readonly FollowUpTrait[], seen: Snapshot | null): CertaintyChange[] {
  return traits.map((t) => ({ trait: t.trait, label: t.label, before: seen?.[t.trait] ?? null, after: t.certainty }));
}

function safeStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
